import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormClearErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { MAX_CHECK_IN_TIMES } from '@/shared/check-in-times';
import { Button } from '@/web/components/ui/button';
import { TextAreaField } from '@/web/components/ui/text-area-field';
import { TextField } from '@/web/components/ui/text-field';
import type { SchedulesForm } from './schedule-row';

const ordinal = ['Second', 'Third'] as const;

/**
 * A parent's more check-in times of the day (docs/product.md §2.13): up to two after her first,
 * each with its own words. Each runs the whole check-in on its own.
 */
export function MoreTimes({
  index,
  name,
  control,
  register,
  clearErrors,
  errors,
}: {
  index: number;
  name: string;
  control: Control<SchedulesForm>;
  register: UseFormRegister<SchedulesForm>;
  clearErrors: UseFormClearErrors<SchedulesForm>;
  errors: FieldErrors<SchedulesForm>;
}) {
  // A field forgets its error once edited, as every other field of the wizard does.
  const registered = (path: `schedules.${number}.moreTimes.${number}.${'time' | 'message'}`) =>
    register(path, { onChange: () => clearErrors(path) });
  const times = useFieldArray({ control, name: `schedules.${index}.moreTimes` });
  const errorsOf = errors.schedules?.[index]?.moreTimes;
  return (
    <div className="flex flex-col gap-4">
      {times.fields.map((field, position) => {
        const label = `${ordinal[position]} check-in time`;
        return (
          <fieldset
            key={field.id}
            className="grid gap-4 rounded-lg border border-border p-3 sm:grid-cols-2"
          >
            {/* The field's own label says which time; the legend names whose, for screen readers. */}
            <legend className="sr-only">
              {label} for {name}
            </legend>
            <TextField
              label={label}
              type="time"
              min="07:00"
              max="21:00"
              step={300}
              hint="At least 3 hours from her other times."
              error={errorsOf?.[position]?.time?.message}
              {...registered(`schedules.${index}.moreTimes.${position}.time`)}
            />
            <TextAreaField
              label="Its message (optional)"
              rows={3}
              maxLength={320}
              placeholder="Hi {parent_name}, checking in on you again at {time}."
              hint="Leave empty for the usual words. You can use {parent_name}, {date} and {time}."
              error={errorsOf?.[position]?.message?.message}
              {...registered(`schedules.${index}.moreTimes.${position}.message`)}
            />
            <div className="sm:col-span-2">
              <Button type="button" variant="secondary" onClick={() => times.remove(position)}>
                Remove the {ordinal[position]!.toLowerCase()} time
              </Button>
            </div>
          </fieldset>
        );
      })}
      {errorsOf?.root?.message || errorsOf?.message ? (
        <p role="alert" className="text-sm font-medium text-alert">
          {errorsOf.root?.message ?? errorsOf.message}
        </p>
      ) : null}
      {times.fields.length < MAX_CHECK_IN_TIMES - 1 && (
        <div>
          <Button
            type="button"
            variant="secondary"
            onClick={() =>
              times.append({ time: times.fields.length === 0 ? '19:00' : '14:00', message: '' })
            }
          >
            Add another time for {name}
          </Button>
        </div>
      )}
    </div>
  );
}
