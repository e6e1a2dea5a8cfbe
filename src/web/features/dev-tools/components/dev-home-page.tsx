import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { TextField } from '../../../components/ui/text-field';
import { statusQuery, useMoveClock, useSendTest } from '../api/dev-api';
import { DevLayout } from './dev-layout';

const steps = [
  { label: '+15 minutes', minutes: 15 },
  { label: '+1 hour', minutes: 60 },
  { label: '+1 day', minutes: 60 * 24 },
];

type Channel = 'sms' | 'call' | 'email';
const channelLabels: Record<Channel, string> = { sms: 'Text', call: 'Call', email: 'E-mail' };

/** /dev: the service's clock, which providers are in use, and test sends through each channel. */
export function DevHomePage() {
  return (
    <DevLayout title="Clock & tests">
      <ClockPanel />
      <SendTestPanel />
    </DevLayout>
  );
}

function ClockPanel() {
  const status = useQuery(statusQuery());
  const move = useMoveClock();
  const data = status.data;
  return (
    <section
      aria-labelledby="clock-heading"
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 sm:p-6"
    >
      <h2 id="clock-heading" className="text-xl font-semibold">
        Service clock
      </h2>
      {data && (
        <>
          <p>
            The service thinks it is{' '}
            <strong data-testid="service-time">
              {new Date(data.now).toLocaleString(undefined, {
                dateStyle: 'full',
                timeStyle: 'medium',
              })}
            </strong>
            {data.offsetMinutes > 0 && (
              <span className="text-wait"> ({data.offsetMinutes} minutes ahead of real time)</span>
            )}
            .
          </p>
          <p className="text-muted-fg">
            Texts and calls go to the phone simulator ({data.providers.sms}); e-mails to the mailbox
            ({data.providers.email}). The service's number is {data.serviceNumber}.
          </p>
        </>
      )}
      <div className="flex flex-wrap gap-2">
        {steps.map((step) => (
          <Button
            key={step.minutes}
            variant="secondary"
            busy={move.isPending}
            onClick={() => move.mutate({ advanceMinutes: step.minutes })}
          >
            {step.label}
          </Button>
        ))}
        <Button variant="ghost" onClick={() => move.mutate({ reset: true })}>
          Back to real time
        </Button>
      </div>
      {move.isError && <Notice tone="error">{move.error.message}</Notice>}
    </section>
  );
}

function SendTestPanel() {
  const send = useSendTest();
  const [channel, setChannel] = useState<Channel>('sms');
  const [to, setTo] = useState('');
  const [body, setBody] = useState('');
  return (
    <section
      aria-labelledby="test-heading"
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 sm:p-6"
    >
      <h2 id="test-heading" className="text-xl font-semibold">
        Send a test
      </h2>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          send.mutate({ channel, to, body });
        }}
      >
        <fieldset className="flex flex-wrap gap-2">
          <legend className="mb-2 font-medium">Channel</legend>
          {(Object.keys(channelLabels) as Channel[]).map((option) => (
            <label
              key={option}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3"
            >
              <input
                type="radio"
                name="channel"
                value={option}
                checked={channel === option}
                onChange={() => setChannel(option)}
              />
              {channelLabels[option]}
            </label>
          ))}
        </fieldset>
        <TextField
          label={channel === 'email' ? 'To (e-mail address)' : 'To (phone number)'}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          inputMode={channel === 'email' ? 'email' : 'tel'}
          placeholder={channel === 'email' ? 'someone@example.com' : '+1 212 555 0123'}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="test-message" className="font-medium">
            Message
          </label>
          <textarea
            id="test-message"
            value={body}
            onChange={(event) => setBody(event.target.value)}
            rows={3}
            className="rounded-lg border border-border bg-card px-3 py-2 text-base"
          />
        </div>
        {send.isError && <Notice tone="error">{send.error.message}</Notice>}
        {send.isSuccess && (
          <Notice tone="success">
            Queued. It will appear in the{' '}
            <Link
              to={send.variables?.channel === 'email' ? '/dev/mailbox' : '/dev/phone'}
              className="text-primary underline"
            >
              {send.variables?.channel === 'email' ? 'mailbox' : 'phone simulator'}
            </Link>
            .
          </Notice>
        )}
        <Button type="submit" busy={send.isPending} className="self-start">
          Send test
        </Button>
      </form>
    </section>
  );
}
