import { ArrowLeft } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { useWizard } from './wizard-context';

/**
 * The foot of every sub-step: the save error or success message, Back, any extra action, and
 * the main button (a form's submit unless `onContinue` is given).
 */
export function StepActions({
  continueLabel = 'Continue',
  busy = false,
  disabled = false,
  hint,
  error,
  onContinue,
  extra,
  frozen = false,
}: {
  continueLabel?: string;
  busy?: boolean;
  disabled?: boolean;
  /** Why Continue is disabled, tied to the button. */
  hint?: string;
  error?: ReactNode;
  onContinue?: () => void;
  extra?: ReactNode;
  /** Everything waits, Back included (set-up is being completed). */
  frozen?: boolean;
}) {
  const wizard = useWizard();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-4 border-t border-border pt-5">
      {error && <Notice tone="error">{error}</Notice>}
      {wizard.message && <Notice tone="success">{wizard.message}</Notice>}
      {hint && (
        <p id={hintId} className="text-muted-fg">
          {hint}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        <Button
          variant="secondary"
          disabled={!wizard.canGoBack || wizard.locked || wizard.saving || frozen}
          onClick={wizard.back}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back
        </Button>
        <div className="flex flex-col-reverse gap-3 sm:ml-auto sm:flex-row">
          {extra}
          <Button
            type={onContinue ? 'button' : 'submit'}
            busy={busy || wizard.saving}
            disabled={disabled || wizard.locked || frozen}
            aria-describedby={hint ? hintId : undefined}
            onClick={onContinue}
          >
            {continueLabel}
          </Button>
        </div>
      </div>
    </div>
  );
}
