import { useQuery } from '@tanstack/react-query';
import { PhoneCall } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { callActions, type PhoneEvent } from '../../../../shared/dev-tools';
import { formatPhone } from '../../../../shared/phone';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { threadQuery, threadsQuery, useCallAction, useReplyAsPhone } from '../api/dev-api';
import { DevLayout } from './dev-layout';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

const actionLabels: Record<(typeof callActions)[number], string> = {
  'press-1': 'Press 1',
  'press-2': 'Press 2',
  'say-yes': 'Say “yes”',
  'say-no': 'Say “no”',
  'stay-silent': 'Answer, stay silent',
  'no-answer': "Don't answer",
  busy: 'Busy',
};

const quickReplies = ['YES', 'NO', 'STOP', 'START', 'HELP'];

const stateTone = (state: string) =>
  ['delivered', 'completed', 'received'].includes(state)
    ? 'bg-ok-bg text-ok'
    : ['undelivered', 'failed', 'no-answer', 'busy'].includes(state)
      ? 'bg-alert-bg text-alert'
      : 'bg-wait-bg text-wait';

/** /dev/phone: every number the app texted or called, as conversations you can answer. */
export function PhonePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = searchParams.get('phone');
  const threads = useQuery(threadsQuery());
  const [typedNumber, setTypedNumber] = useState('');

  return (
    <DevLayout title="Phone simulator">
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-label="Phones" className="flex flex-col gap-3">
          <form
            className="flex items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (/^\+[1-9]\d{6,14}$/.test(typedNumber.trim()))
                setSearchParams({ phone: typedNumber.trim() });
            }}
          >
            <TextField
              label="Open a phone number"
              placeholder="+12125550123"
              inputMode="tel"
              value={typedNumber}
              onChange={(event) => setTypedNumber(event.target.value)}
              className="flex-1"
            />
            <Button type="submit" variant="secondary">
              Open
            </Button>
          </form>
          {threads.isPending && <Spinner />}
          {threads.data?.length === 0 && (
            <p className="rounded-lg border border-border bg-card p-4 text-muted-fg">
              No texts or calls yet.
            </p>
          )}
          <ul className="flex flex-col gap-2">
            {threads.data?.map((thread) => (
              <li key={thread.phone}>
                <button
                  type="button"
                  onClick={() => setSearchParams({ phone: thread.phone })}
                  aria-current={selected === thread.phone ? 'true' : undefined}
                  className={`flex w-full flex-col items-start gap-1 rounded-lg border p-3 text-left ${
                    selected === thread.phone
                      ? 'border-primary bg-muted'
                      : 'border-border bg-card hover:bg-muted'
                  }`}
                >
                  <span className="flex items-center gap-2 font-medium">
                    {formatPhone(thread.phone)}
                    {thread.ringing && (
                      <span className="rounded-full bg-wait-bg px-2 py-0.5 text-sm text-wait">
                        Ringing
                      </span>
                    )}
                  </span>
                  <span className="line-clamp-1 text-sm text-muted-fg">
                    {thread.lastKind === 'call' ? 'Call' : thread.lastBody}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
        <section aria-label="Conversation">
          {selected ? <Conversation phone={selected} /> : null}
        </section>
      </div>
    </DevLayout>
  );
}

function Conversation({ phone }: { phone: string }) {
  const thread = useQuery(threadQuery(phone));
  const reply = useReplyAsPhone(phone);
  const [draft, setDraft] = useState('');
  const send = (body: string) => reply.mutate(body, { onSuccess: () => setDraft('') });

  return (
    <div className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 sm:p-6">
      <h2 className="text-xl font-semibold">{formatPhone(phone)}</h2>
      <ol className="flex flex-col gap-3" aria-live="polite">
        {thread.data?.length === 0 && (
          <li className="text-muted-fg">Nothing yet. Text the service from here.</li>
        )}
        {thread.data?.map((event) =>
          event.kind === 'call' ? (
            <CallCard key={event.sid} event={event} />
          ) : (
            <Bubble key={event.sid} event={event} />
          ),
        )}
      </ol>
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.trim()) send(draft.trim());
        }}
      >
        <label htmlFor="reply" className="font-medium">
          Reply as this phone
        </label>
        <div className="flex gap-2">
          <input
            id="reply"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            className="min-h-11 flex-1 rounded-lg border border-border bg-card px-3 text-base"
            placeholder="Type a text…"
          />
          <Button type="submit" busy={reply.isPending}>
            Send
          </Button>
        </div>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Quick replies">
          {quickReplies.map((word) => (
            <Button
              key={word}
              variant="secondary"
              className="px-3"
              onClick={() => send(word)}
              disabled={reply.isPending}
            >
              {word}
            </Button>
          ))}
        </div>
        {reply.isError && <Notice tone="error">{reply.error.message}</Notice>}
      </form>
    </div>
  );
}

function Bubble({ event }: { event: PhoneEvent }) {
  const fromService = event.direction === 'to_phone';
  return (
    <li className={`flex flex-col gap-1 ${fromService ? 'items-start' : 'items-end'}`}>
      <span className="text-sm text-muted-fg">
        {fromService ? 'From the service' : 'You'} · {time(event.createdAt)}
      </span>
      <p
        className={`max-w-[85%] rounded-2xl px-4 py-2 whitespace-pre-wrap ${
          fromService ? 'rounded-tl-sm bg-muted' : 'rounded-tr-sm bg-primary text-primary-fg'
        }`}
      >
        {event.body}
      </p>
      {fromService && (
        <span className={`rounded-full px-2 py-0.5 text-xs ${stateTone(event.state)}`}>
          {event.state}
        </span>
      )}
    </li>
  );
}

function CallCard({ event }: { event: PhoneEvent }) {
  const act = useCallAction();
  const ringing = event.state === 'ringing';
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border p-3">
      <p className="flex flex-wrap items-center gap-2 font-medium">
        <PhoneCall aria-hidden="true" className="size-5 text-primary" />
        Call from the service · {time(event.createdAt)}
        <span className={`rounded-full px-2 py-0.5 text-sm ${stateTone(event.state)}`}>
          {ringing ? 'Ringing' : event.state}
        </span>
      </p>
      {event.body && <p className="text-sm whitespace-pre-wrap text-muted-fg">{event.body}</p>}
      {ringing && (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Answer the call">
          {callActions.map((action) => (
            <Button
              key={action}
              variant={action === 'no-answer' || action === 'busy' ? 'secondary' : 'primary'}
              className="px-3"
              disabled={act.isPending}
              onClick={() => act.mutate({ sid: event.sid, action })}
            >
              {actionLabels[action]}
            </Button>
          ))}
        </div>
      )}
      {act.isError && <Notice tone="error">{act.error.message}</Notice>}
    </li>
  );
}
