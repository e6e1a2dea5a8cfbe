import { useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { z } from '@/shared/zod';
import { onboardingMessages, scheduleSchema } from '@/shared/onboarding';
import { moreTimesSchema } from '@/shared/check-in-times';
import { onboardingCopy } from '@/shared/onboarding-copy';
import { useSchedules } from '../api/schedules';
import { useSaveSchedules } from '../api/schedules';
import { errorMessage } from '@/web/lib/error-message';
import { personRow } from '@/web/lib/family/person-row';
import { clearDraft, readDraft } from '../lib/local-progress';
import { schemaResolver } from '@/web/lib/family/schema-resolver';
import { useDraft } from '../lib/use-draft';
import { useFocusFirstError } from '../lib/use-focus-first-error';
import { ScheduleRow, type ScheduleDraft, type SchedulesForm } from './schedule-row';
import { StepActions } from './step-actions';
import { StepLoading } from './step-loading';
import { useWizard } from './wizard-context';

const schedulesFormSchema = z.object({
  schedules: z.array(
    scheduleSchema.safeExtend({
      parentId: z.string(),
      parentName: z.string(),
      // The wizard always sends her more times: none is "none", not "keep".
      moreTimes: moreTimesSchema.unwrap(),
    }),
  ),
});

/** Step 3b: when each parent's daily check-in goes out, and which are on. */
export function ScheduleStep() {
  const schedules = useSchedules();
  if (schedules.isPending) return <StepLoading />;
  if (schedules.isError)
    return <StepLoading error={schedules.error} onRetry={() => void schedules.refetch()} />;
  const drafts = readDraft<SchedulesForm>('schedule')?.schedules ?? [];
  const initial = schedules.data.map((schedule): ScheduleDraft => ({
    ...schedule,
    ...drafts.find((draft) => draft.parentId === schedule.parentId),
    // A draft saved before more times existed has none.
    moreTimes:
      drafts.find((draft) => draft.parentId === schedule.parentId)?.moreTimes ?? schedule.moreTimes,
    // The name is always the stored one.
    parentName: schedule.parentName,
  }));
  return <ScheduleEditor initial={initial} />;
}

function ScheduleEditor({ initial }: { initial: ScheduleDraft[] }) {
  const wizard = useWizard();
  const save = useSaveSchedules();
  const [saveError, setSaveError] = useState<string>();
  const form = useForm<SchedulesForm, unknown, z.output<typeof schedulesFormSchema>>({
    resolver: schemaResolver<SchedulesForm, typeof schedulesFormSchema>(schedulesFormSchema),
    defaultValues: { schedules: initial },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const formRef = useFocusFirstError(form);
  useDraft('schedule', form);
  const schedules = useWatch({ control: form.control, name: 'schedules' });
  const noneEnabled = !schedules.some((schedule) => schedule.enabled);

  return (
    <form
      ref={formRef}
      noValidate
      className="flex flex-col gap-6"
      onSubmit={form.handleSubmit(async (values) => {
        setSaveError(undefined);
        try {
          await save.mutateAsync(
            values.schedules.map(({ parentId, timezone, messageTime, moreTimes, enabled }) => ({
              parentId,
              timezone,
              messageTime,
              moreTimes,
              enabled,
            })),
          );
          clearDraft('schedule');
          await wizard.finish();
        } catch (error) {
          setSaveError(errorMessage(error));
        }
      })}
    >
      <ul className="list-disc pl-6 text-muted-fg">
        {onboardingCopy.scheduleNotes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <ul className="flex flex-col gap-3" aria-label="Check-in schedule for each parent">
        {initial.map((schedule, index) => (
          <ScheduleRow
            key={schedule.parentId}
            index={index}
            name={schedule.parentName}
            control={form.control}
            register={form.register}
            clearErrors={form.clearErrors}
            errors={form.formState.errors}
            row={personRow(
              form,
              (name: Exclude<keyof ScheduleDraft, 'moreTimes'>): FieldPath<SchedulesForm> =>
                `schedules.${index}.${name}`,
              (name) => form.formState.errors.schedules?.[index]?.[name]?.message,
            )}
          />
        ))}
      </ul>
      <StepActions
        error={saveError}
        busy={form.formState.isSubmitting}
        disabled={noneEnabled}
        hint={noneEnabled ? onboardingMessages.enableOne : undefined}
      />
    </form>
  );
}
