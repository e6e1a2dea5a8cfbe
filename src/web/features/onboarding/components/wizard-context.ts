import { createContext, useContext } from 'react';
import type { OnboardingStep } from '@/shared/onboarding';

export interface WizardControls {
  step: OnboardingStep;
  /** A move is under way (success message, toast or slide): the step's controls wait. */
  locked: boolean;
  /** The next sub-step is being recorded on the server. */
  saving: boolean;
  /** The success message on show before the wizard moves on. */
  message?: string;
  canGoBack: boolean;
  back: () => void;
  /**
   * The step's rows are saved: records the next sub-step on the server, then says so and moves
   * on with the step's timing. Rejects (with the server's error) when the step cannot be saved.
   * `quietly` moves at once, without the success message (Skip for Now).
   */
  finish: (options?: { quietly?: boolean }) => Promise<void>;
}

export const WizardContext = createContext<WizardControls | null>(null);

export function useWizard() {
  const wizard = useContext(WizardContext);
  if (!wizard) throw new Error('useWizard is used outside the wizard');
  return wizard;
}
