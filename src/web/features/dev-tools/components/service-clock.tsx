import { Clock } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { useChangeClock, useDevStatus } from '../api/dev-status';
import { useNow } from './use-now';

const steps = [
  { label: '+15 minutes', minutes: 15 },
  { label: '+1 hour', minutes: 60 },
  { label: '+1 day', minutes: 60 * 24 },
];

/** The service's own time, which can run ahead so that what is due later happens now. */
export function ServiceClock() {
  // The offset may be moved from another tab; a slow poll keeps this one honest.
  const status = useDevStatus({ refetchInterval: 10_000 });
  const move = useChangeClock();
  const now = useNow();
  const data = status.data;
  if (!data) return null;

  // Tick locally between polls: the server's time when fetched plus the time since.
  const serviceTime = new Date(Date.parse(data.now) + Math.max(0, now - status.dataUpdatedAt));
  const pendingMinutes =
    move.isPending && move.variables && 'advanceMinutes' in move.variables
      ? move.variables.advanceMinutes
      : undefined;

  return (
    <section
      aria-labelledby="clock-heading"
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 sm:p-6"
    >
      <h2 id="clock-heading" className="text-xl font-semibold">
        Service clock
      </h2>
      <div className="flex flex-col gap-1">
        <p className="text-muted-fg">The service thinks it is</p>
        <p className="text-2xl font-semibold tabular-nums" data-testid="service-time">
          <time dateTime={serviceTime.toISOString()}>
            {serviceTime.toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'medium' })}
          </time>
        </p>
        {data.offsetMinutes > 0 ? (
          <p className="flex items-center gap-2 font-medium text-wait">
            <Clock aria-hidden="true" className="size-5 shrink-0" />
            <span>({data.offsetMinutes.toLocaleString()} minutes ahead of real time)</span>
          </p>
        ) : (
          <p className="text-muted-fg">Real time.</p>
        )}
      </div>
      <p className="text-muted-fg">
        Move it forward to make check-ins, follow-up calls and reports that are due later happen
        now.
      </p>
      <div className="flex flex-wrap gap-2">
        {steps.map((step) => (
          <Button
            key={step.minutes}
            variant="secondary"
            busy={pendingMinutes === step.minutes}
            disabled={move.isPending}
            onClick={() => move.mutate({ advanceMinutes: step.minutes })}
          >
            {step.label}
          </Button>
        ))}
        <Button
          variant="secondary"
          busy={move.isPending && pendingMinutes === undefined}
          disabled={move.isPending}
          onClick={() => move.mutate({ reset: true })}
        >
          {data.startMinutes > 0 ? 'Back to where it started' : 'Back to real time'}
        </Button>
      </div>
      {move.isError && <Notice tone="error">{move.error.message}</Notice>}
    </section>
  );
}
