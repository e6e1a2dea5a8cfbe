import {
  Controller,
  type Control,
  type FieldErrors,
  type UseFormClearErrors,
  type UseFormRegister,
} from 'react-hook-form';
import type { MoreTime } from '@/shared/check-in-times';
import { ScheduleFields } from '@/web/components/family/schedule-fields';
import { Switch } from '@/web/components/ui/switch';
import type { PersonRow } from '@/web/lib/family/person-row';
import { MoreTimes } from './more-times';

export interface ScheduleDraft {
  parentId: string;
  parentName: string;
  timezone: string;
  messageTime: string;
  moreTimes: MoreTime[];
  enabled: boolean;
}

export interface SchedulesForm {
  schedules: ScheduleDraft[];
}

/** One parent's check-ins: time zone, times of day, and whether they are on. */
export function ScheduleRow({
  index,
  name,
  control,
  register,
  clearErrors,
  errors,
  row: { bind, errorOf },
}: {
  index: number;
  name: string;
  control: Control<SchedulesForm>;
  register: UseFormRegister<SchedulesForm>;
  clearErrors: UseFormClearErrors<SchedulesForm>;
  errors: FieldErrors<SchedulesForm>;
  /** Her schedule's fields in the form. */
  row: PersonRow<Exclude<keyof ScheduleDraft, 'moreTimes'>>;
}) {
  const headingId = `schedule-${index}-heading`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-border p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-xl font-semibold">
          {name}
        </h3>
        <Controller
          control={control}
          name={`schedules.${index}.enabled`}
          render={({ field }) => (
            <Switch
              aria-label={`Daily check-in for ${name}`}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <ScheduleFields bind={bind} errorOf={errorOf} timeLabel="Message time" />
      </div>
      <MoreTimes
        index={index}
        name={name}
        control={control}
        register={register}
        clearErrors={clearErrors}
        errors={errors}
      />
    </li>
  );
}
