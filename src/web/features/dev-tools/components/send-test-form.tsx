import { useId, useState } from 'react';
import { Link } from 'react-router';
import { testSendSchema } from '@/shared/dev-tools';
import { toE164 } from '@/shared/phone';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { TextField } from '@/web/components/ui/text-field';
import { useSendTest, type TestSend } from '../api/send-test';

type Channel = TestSend['channel'];
type FieldErrors = Partial<Record<'to' | 'body', string>>;

const channels: { value: Channel; label: string }[] = [
  { value: 'sms', label: 'Text' },
  { value: 'call', label: 'Call' },
  { value: 'email', label: 'E-mail' },
];

/** Sends a text, a call or an e-mail through the real channel code, to see it arrive. */
export function SendTestForm() {
  const send = useSendTest();
  const [channel, setChannel] = useState<Channel>('sms');
  const [to, setTo] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const messageId = useId();
  const isEmail = channel === 'email';

  const submit = () => {
    // The server's own schema, so the form says exactly what the API would.
    const parsed = testSendSchema.safeParse({ channel, to, body });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'to' || field === 'body') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    send.mutate(parsed.data);
  };

  const sent = send.isSuccess ? send.variables : undefined;
  const sentPhone = sent && sent.channel !== 'email' ? toE164(sent.to) : undefined;

  return (
    <section
      aria-labelledby="test-heading"
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 sm:p-6"
    >
      <h2 id="test-heading" className="text-xl font-semibold">
        Send a test
      </h2>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-medium">Channel</legend>
          <div className="flex flex-wrap gap-2">
            {channels.map(({ value: option, label }) => (
              <label
                key={option}
                className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-4 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring ${
                  channel === option ? 'border-primary bg-muted font-medium' : 'border-border'
                }`}
              >
                <input
                  type="radio"
                  name="channel"
                  value={option}
                  checked={channel === option}
                  onChange={() => {
                    setChannel(option);
                    setErrors({});
                  }}
                  className="size-4 accent-primary"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label={isEmail ? 'To (e-mail address)' : 'To (phone number)'}
          type={isEmail ? 'email' : 'tel'}
          autoComplete="off"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          placeholder={isEmail ? 'someone@example.com' : '+12125550123'}
          hint={isEmail ? undefined : 'E.164 such as +12125550123, or a US number.'}
          error={errors.to}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={messageId} className="font-medium">
            Message
          </label>
          {channel === 'call' && (
            <p id={`${messageId}-hint`} className="text-muted-fg">
              The call says this, then waits for a key or a spoken answer.
            </p>
          )}
          <textarea
            id={messageId}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            rows={3}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={
              [channel === 'call' && `${messageId}-hint`, errors.body && `${messageId}-error`]
                .filter(Boolean)
                .join(' ') || undefined
            }
            className={`rounded-lg border bg-card px-3 py-2 text-base text-fg ${
              errors.body ? 'border-alert' : 'border-border'
            }`}
          />
          {errors.body && (
            <p id={`${messageId}-error`} className="font-medium text-alert">
              {errors.body}
            </p>
          )}
        </div>
        {send.isError && <Notice tone="error">{send.error.message}</Notice>}
        {sent && (
          <Notice tone="success">
            <p>
              Queued. It will appear in the{' '}
              <Link
                to={
                  sent.channel === 'email'
                    ? '/dev/mailbox'
                    : `/dev/phone${sentPhone ? `?${new URLSearchParams({ phone: sentPhone })}` : ''}`
                }
                className="font-medium text-primary underline underline-offset-4"
              >
                {sent.channel === 'email' ? 'mailbox' : 'phone simulator'}
              </Link>
              .
            </p>
          </Notice>
        )}
        <Button type="submit" busy={send.isPending} className="self-start">
          Send test
        </Button>
      </form>
    </section>
  );
}
