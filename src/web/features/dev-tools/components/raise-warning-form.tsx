import { useState } from 'react';
import {
  MAX_STAND_IN_HOURS,
  raiseStandInWarningSchema,
  standInWarningKinds,
  type RaiseStandInWarning,
} from '@/shared/weather';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { SelectField } from '@/web/components/ui/select-field';
import { TextField } from '@/web/components/ui/text-field';
import { raiseStandInWarning, useWeatherChange } from '../api/weather';

type Field = keyof RaiseStandInWarning;
const kindOptions = standInWarningKinds.map((kind) => ({ value: kind, label: kind }));

/** Raises a warning in the stand-in for a ZIP code, for a number of hours. */
export function RaiseWarningForm() {
  const raise = useWeatherChange(raiseStandInWarning);
  const [zip, setZip] = useState('');
  const [kind, setKind] = useState<RaiseStandInWarning['kind']>('Extreme Heat Warning');
  const [hours, setHours] = useState('6');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = () => {
    // The server's own schema, so the form says exactly what the API would.
    const parsed = raiseStandInWarningSchema.safeParse({ zip, kind, hours });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    raise.mutate({ zip, kind, hours });
  };

  return (
    <section
      aria-labelledby="raise-heading"
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 sm:p-6"
    >
      <h2 id="raise-heading" className="text-xl font-semibold">
        Raise a warning
      </h2>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label="ZIP code"
          inputMode="numeric"
          autoComplete="off"
          value={zip}
          onChange={(event) => setZip(event.target.value)}
          hint="Five digits, such as 85004. Every parent with this ZIP code gets the warning."
          error={errors.zip}
        />
        <SelectField
          label="Warning"
          options={kindOptions}
          value={kind}
          onChange={(event) => setKind(event.target.value as RaiseStandInWarning['kind'])}
          error={errors.kind}
        />
        <TextField
          label="Hours in force"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_STAND_IN_HOURS}
          value={hours}
          onChange={(event) => setHours(event.target.value)}
          hint={`From now, 1 to ${MAX_STAND_IN_HOURS} hours.`}
          error={errors.hours}
        />
        {raise.isError && <Notice tone="error">{raise.error.message}</Notice>}
        {raise.isSuccess && (
          <Notice tone="success">
            <p>
              Raised for {raise.variables.zip}, and polled: each parent there has it recorded for
              her day.
            </p>
          </Notice>
        )}
        <Button type="submit" busy={raise.isPending} className="self-start">
          Raise warning
        </Button>
      </form>
    </section>
  );
}
