import { useMutation } from '@tanstack/react-query';
import { startCheckout } from './start-checkout';

/** Subscribe: the checkout's failures carry the spec's texts (start-checkout.ts). */
export const useStartCheckout = () => useMutation({ mutationFn: () => startCheckout() });
