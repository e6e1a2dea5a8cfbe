import { useMutation } from '@tanstack/react-query';
import { accountDeletedResponse, type DeleteAccountInput } from '../../../../shared/account';
import { apiRequest } from '../../../lib/api-client';

/** Deletes the account and everything stored for it; the session ends with it. */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      apiRequest('/api/account/delete', accountDeletedResponse, { method: 'POST', body: input }),
  });

/** Where the browser downloads the account's data as a JSON file. */
export const exportUrl = '/api/account/export';
