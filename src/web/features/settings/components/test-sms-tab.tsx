import { useState } from 'react';
import { formatPhone } from '@/shared/phone';
import { settingsMessages, TEST_SMS_PER_HOUR, testSmsSchema } from '@/shared/settings';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { TextAreaField } from '@/web/components/ui/text-area-field';
import { TextField } from '@/web/components/ui/text-field';
import { ApiError } from '@/web/lib/api-client';
import { useSendTestSms, useTestSmsNumbers } from '../api/test-sms';

type Outcome = { tone: 'success' | 'error'; text: string };

/**
 * The spec's two failure texts: the server's refusal ("Failed to send SMS: …"), or anything
 * that kept the request from being answered ("Error: …").
 */
const failureText = (error: unknown) =>
  error instanceof ApiError && error.code !== 'network_error'
    ? settingsMessages.failed(error.message)
    : settingsMessages.unexpected(error instanceof Error ? error.message : undefined);

/**
 * Test SMS: one real text to one of the family's own phones that agreed to texts, to see the
 * service's texts arrive. Those numbers are offered as choices; the server refuses any other.
 */
export function TestSmsTab() {
  const send = useSendTestSms();
  const numbers = useTestSmsNumbers();
  const [to, setTo] = useState('');
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<{ field: 'to' | 'message'; text: string }>();
  const [outcome, setOutcome] = useState<Outcome>();

  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 className="text-2xl font-semibold">Test SMS</h2>
        <p className="text-muted-fg">
          Send one real text to see how the service&apos;s messages arrive. It goes only to a parent
          or family member who has agreed to texts. Up to {TEST_SMS_PER_HOUR} an hour.
        </p>
      </div>
      <form
        noValidate
        className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 sm:p-6"
        onSubmit={(event) => {
          event.preventDefault();
          setOutcome(undefined);
          if (!to.trim() || !message.trim()) {
            setFieldError(undefined);
            setOutcome({ tone: 'error', text: settingsMessages.bothRequired });
            return;
          }
          const checked = testSmsSchema.safeParse({ to, message });
          if (!checked.success) {
            const issue = checked.error.issues[0]!;
            setFieldError({
              field: issue.path[0] === 'message' ? 'message' : 'to',
              text: issue.message,
            });
            return;
          }
          setFieldError(undefined);
          send.mutate(
            { to, message },
            {
              onSuccess: (result) =>
                setOutcome({
                  tone: 'success',
                  text: result.messageSid
                    ? settingsMessages.testSmsSent(result.messageSid)
                    : settingsMessages.testSmsQueued(result.messageId),
                }),
              onError: (error) => setOutcome({ tone: 'error', text: failureText(error) }),
            },
          );
        }}
      >
        {numbers.data && numbers.data.length === 0 && (
          <Notice tone="info">{settingsMessages.noOwnNumbers}</Notice>
        )}
        {numbers.data && numbers.data.length > 0 && (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-medium">Send to</legend>
            <div className="flex flex-wrap gap-2">
              {numbers.data.map((number) => (
                <Button
                  key={number.phone}
                  variant="secondary"
                  aria-pressed={to === formatPhone(number.phone)}
                  onClick={() => {
                    setTo(formatPhone(number.phone));
                    if (fieldError?.field === 'to') setFieldError(undefined);
                  }}
                >
                  {number.name} · {formatPhone(number.phone)}
                </Button>
              ))}
            </div>
          </fieldset>
        )}
        <TextField
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+1 555 123 4567"
          hint="One of the numbers above: a US number, or one with + and its country code."
          value={to}
          error={fieldError?.field === 'to' ? fieldError.text : undefined}
          onChange={(event) => {
            setTo(event.target.value);
            if (fieldError?.field === 'to') setFieldError(undefined);
          }}
        />
        <TextAreaField
          label="Message"
          rows={4}
          maxLength={320}
          hint="Up to 320 characters."
          value={message}
          error={fieldError?.field === 'message' ? fieldError.text : undefined}
          onChange={(event) => {
            setMessage(event.target.value);
            if (fieldError?.field === 'message') setFieldError(undefined);
          }}
        />
        {outcome && (
          <Notice tone={outcome.tone}>
            <p className="wrap-anywhere">{outcome.text}</p>
          </Notice>
        )}
        <Button type="submit" busy={send.isPending} className="self-start">
          {send.isPending ? 'Sending…' : 'Send Test SMS'}
        </Button>
      </form>
    </div>
  );
}
