import { SelectField } from '../ui/select-field';
import { TextField } from '../ui/text-field';
import type { Bind } from '../../lib/family/person-row';
import { timeZoneOptions } from '../../lib/family/labels';

/** A parent's time zone and the time of day her check-in goes out, each a cell of a grid. */
export function ScheduleFields({
  bind,
  errorOf,
  timeLabel,
}: {
  bind: Bind<'timezone' | 'messageTime'>;
  errorOf: (name: 'messageTime') => string | undefined;
  /** "Daily message time" in a parent's card, "Message time" in her schedule's row. */
  timeLabel: string;
}) {
  return (
    <>
      <SelectField label="Time zone" options={timeZoneOptions} {...bind('timezone')} />
      <TextField
        label={timeLabel}
        type="time"
        min="07:00"
        max="21:00"
        step={300}
        hint="Between 7:00 AM and 9:00 PM in their time zone."
        error={errorOf('messageTime')}
        {...bind('messageTime')}
      />
    </>
  );
}
