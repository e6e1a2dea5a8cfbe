import { useId, useState } from 'react';
import { Button } from '@/web/components/ui/button';

/**
 * Words the person says on a call ("sí", "me caí", "stop calling"), sent as the provider's
 * speech recognizer would hear them.
 */
export function SayWordsForm({
  label,
  busy,
  disabled,
  onSay,
}: {
  label: string;
  busy: boolean;
  disabled: boolean;
  onSay: (words: string) => void;
}) {
  const [words, setWords] = useState('');
  const id = useId();
  return (
    <form
      noValidate
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        if (words.trim()) onSay(words.trim());
      }}
    >
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={words}
          onChange={(event) => setWords(event.target.value)}
          autoComplete="off"
          placeholder="sí, me caí, stop calling…"
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-border bg-card px-3 py-2 text-base text-fg placeholder:text-muted-fg"
        />
        <Button type="submit" variant="secondary" busy={busy} disabled={disabled || !words.trim()}>
          Say it
        </Button>
      </div>
    </form>
  );
}
