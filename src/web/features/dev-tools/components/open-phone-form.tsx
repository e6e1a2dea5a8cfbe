import { useId, useState } from 'react';
import { toE164 } from '@/shared/phone';
import { Button } from '@/web/components/ui/button';

/** Opens the thread of any number, so one the service never contacted can text it first. */
export function OpenPhoneForm({ onOpen }: { onOpen: (phone: string) => void }) {
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string>();
  const id = useId();
  return (
    <form
      noValidate
      className="flex flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        const phone = toE164(number);
        if (!phone) {
          setError('Enter a phone number such as +12125550123.');
          return;
        }
        setError(undefined);
        setNumber('');
        onOpen(phone);
      }}
    >
      <label htmlFor={id} className="font-medium">
        Open a phone number
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="tel"
          autoComplete="off"
          placeholder="+12125550123"
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className={`min-h-11 min-w-0 flex-1 rounded-lg border bg-card px-3 py-2 text-base text-fg placeholder:text-muted-fg ${
            error ? 'border-alert' : 'border-border'
          }`}
        />
        <Button type="submit" variant="secondary">
          Open
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-fg">
        E.164, e.g. +12125550123. A US number works too.
      </p>
      {error && (
        <p id={`${id}-error`} className="font-medium text-alert">
          {error}
        </p>
      )}
    </form>
  );
}
