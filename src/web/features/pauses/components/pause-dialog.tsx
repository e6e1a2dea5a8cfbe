import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MAX_PAUSE_DAYS, addDays, pauseSchema } from '@/shared/pauses';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogActions } from '@/web/components/ui/dialog';
import { Notice } from '@/web/components/ui/notice';
import { TextField } from '@/web/components/ui/text-field';
import { errorMessage } from '@/web/lib/error-message';
import { schemaResolver } from '@/web/lib/family/schema-resolver';
import { usePauseParent } from '../api/pauses';

interface PauseForm {
  from: string;
  until: string;
  reason: string;
}

/** Today in a zone, YYYY-MM-DD: the first day a pause may cover. */
export const todayIn = (timeZone: string, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(now)
    .slice(0, 10);

/**
 * Pausing a parent's check-ins for a trip or a hospital stay (docs/product.md §2.14): the first
 * and last paused days in her zone, and why. Her family and she are told when it is saved.
 */
export function PauseDialog({
  parent,
  onClose,
}: {
  parent: { id: string; name: string; timezone: string; today?: string };
  onClose: () => void;
}) {
  const today = parent.today ?? todayIn(parent.timezone);
  const pause = usePauseParent();
  const [saveError, setSaveError] = useState<string>();
  const form = useForm<PauseForm, unknown, z.output<typeof pauseSchema>>({
    resolver: schemaResolver<PauseForm, typeof pauseSchema>(pauseSchema),
    defaultValues: { from: today, until: addDays(today, 2), reason: '' },
    reValidateMode: 'onSubmit',
  });
  const errors = form.formState.errors;
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Pause ${parent.name}'s check-ins`}
      description={`No check-in goes out on these days, in ${parent.name}'s time zone. Everyone who follows ${parent.name} is told, and told again when check-ins start again.`}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit(async (values) => {
          setSaveError(undefined);
          try {
            await pause.mutateAsync({ parentId: parent.id, pause: values });
            onClose();
          } catch (error) {
            setSaveError(errorMessage(error));
          }
        })}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First paused day"
            type="date"
            min={today}
            error={errors.from?.message}
            {...form.register('from')}
          />
          <TextField
            label="Last paused day"
            type="date"
            min={today}
            max={addDays(today, MAX_PAUSE_DAYS)}
            error={errors.until?.message}
            {...form.register('until')}
          />
        </div>
        <TextField
          label="Reason (optional)"
          placeholder="A trip, a hospital stay…"
          hint="Shown to the family in the notice."
          maxLength={200}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        {saveError && <Notice tone="error">{saveError}</Notice>}
        <DialogActions onCancel={onClose}>
          <Button type="submit" busy={form.formState.isSubmitting}>
            Pause check-ins
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
