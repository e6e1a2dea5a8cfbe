import { useId, useState } from 'react';
import { phoneReplySchema } from '@/shared/dev-tools';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { useReplyAsPhone } from '../api/phone';

// The words the service must understand (consent and carrier keywords).
const quickReplies = ['YES', 'NO', 'STOP', 'START', 'HELP'];

/** Texts the service as the person holding this phone. */
export function ReplyBox({ phone }: { phone: string }) {
  const reply = useReplyAsPhone(phone);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();
  const id = useId();

  const send = (text: string, fromDraft: boolean) => {
    const parsed = phoneReplySchema.safeParse({ body: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    // A quick reply leaves a half-typed draft alone; a sent draft clears the box.
    reply.mutate(parsed.data.body, { onSuccess: () => fromDraft && setDraft('') });
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-2 border-t border-border pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        send(draft, true);
      }}
    >
      <label htmlFor={id} className="font-medium">
        Reply as this phone
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          autoComplete="off"
          placeholder="Type a text…"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`min-h-11 min-w-0 flex-1 rounded-lg border bg-card px-3 py-2 text-base text-fg placeholder:text-muted-fg ${
            error ? 'border-alert' : 'border-border'
          }`}
        />
        <Button type="submit" busy={reply.isPending && reply.variables === draft.trim()}>
          Send
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="font-medium text-alert">
          {error}
        </p>
      )}
      <div role="group" aria-label="Quick replies" className="flex flex-wrap gap-2">
        {quickReplies.map((word) => (
          <Button
            key={word}
            variant="secondary"
            className="min-w-11 px-3"
            disabled={reply.isPending}
            onClick={() => send(word, false)}
          >
            {word}
          </Button>
        ))}
      </div>
      {reply.isError && <Notice tone="error">{reply.error.message}</Notice>}
    </form>
  );
}
