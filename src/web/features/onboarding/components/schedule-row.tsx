import { Controller, type Control } from 'react-hook-form';
import { SelectField } from '@/web/components/ui/select-field';
import { Switch } from '@/web/components/ui/switch';
import { TextField } from '@/web/components/ui/text-field';
import type { Bind } from '@/web/lib/family/clearing-register';
import { timeZoneOptions } from '@/web/lib/family/labels';

export interface ScheduleDraft {
  parentId: string;
  parentName: string;
  timezone: string;
  messageTime: string;
  enabled: boolean;
}

export interface SchedulesForm {
  schedules: ScheduleDraft[];
}

/** One parent's check-in: time zone, time of day, and whether it is on. */
export function ScheduleRow({
  index,
  name,
  control,
  bind,
  errorOf,
}: {
  index: number;
  name: string;
  control: Control<SchedulesForm>;
  bind: Bind;
  errorOf: (field: string) => string | undefined;
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
        <SelectField label="Time zone" options={timeZoneOptions} {...bind('timezone')} />
        <TextField
          label="Message time"
          type="time"
          min="07:00"
          max="21:00"
          step={300}
          hint="Between 7:00 AM and 9:00 PM in their time zone."
          error={errorOf('messageTime')}
          {...bind('messageTime')}
        />
      </div>
    </li>
  );
}
