import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { Spinner } from '@/web/components/ui/spinner';
import {
  pollWeatherNow,
  useClearStandInWarning,
  useStandInWarnings,
  useWeatherChange,
} from '../api/weather';
import { shortTime } from './format-time';

/** The warnings in force in the stand-in, and what the poller recorded for parents. */
export function WeatherWarningLists() {
  const state = useStandInWarnings();
  const clear = useClearStandInWarning();
  const poll = useWeatherChange(pollWeatherNow);

  if (state.isPending)
    return (
      <p role="status" className="flex items-center gap-3 text-muted-fg">
        <Spinner /> Loading the warnings…
      </p>
    );
  if (state.isError) return <Notice tone="error">{state.error.message}</Notice>;
  const { warnings, recorded } = state.data;

  return (
    <div className="flex flex-col gap-5">
      <section
        aria-labelledby="in-force-heading"
        className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 sm:p-6"
      >
        <h2 id="in-force-heading" className="text-xl font-semibold">
          Warnings in force
        </h2>
        {warnings.length === 0 ? (
          <p className="text-muted-fg">None. Raise one to see a parent&rsquo;s extra check-in.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {warnings.map((warning) => (
              <li
                key={warning.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3"
              >
                <div className="min-w-0">
                  <p className="font-medium">{warning.kind}</p>
                  <p className="text-muted-fg">
                    ZIP {warning.zip} · {warning.place ?? 'ZIP not recognised: nobody gets it'}
                  </p>
                  <p className="text-muted-fg">Until {shortTime(warning.expiresAt)}</p>
                </div>
                <Button
                  variant="secondary"
                  aria-label={`Clear the ${warning.kind} for ${warning.zip}`}
                  busy={clear.isPending && clear.variables === warning.id}
                  onClick={() => clear.mutate(warning.id)}
                >
                  Clear
                </Button>
              </li>
            ))}
          </ul>
        )}
        {clear.isError && <Notice tone="error">{clear.error.message}</Notice>}
      </section>

      <section
        aria-labelledby="recorded-heading"
        className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 sm:p-6"
      >
        <h2 id="recorded-heading" className="text-xl font-semibold">
          Recorded for parents
        </h2>
        <p className="text-muted-fg">
          One warning per parent per day, the first the poller saw: each brings her one extra
          check-in.
        </p>
        {recorded.length === 0 ? (
          <p className="text-muted-fg">Nothing recorded yet.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {recorded.map((day) => (
              <li
                key={`${day.parentName}-${day.zip}-${day.localDate}-${day.seenAt}`}
                className="rounded-lg border border-border p-3"
              >
                <p className="font-medium">
                  {day.parentName} · {day.kind}
                </p>
                <p className="text-muted-fg">
                  ZIP {day.zip} · her day {day.localDate} · seen {shortTime(day.seenAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
        {poll.isError && <Notice tone="error">{poll.error.message}</Notice>}
        <Button
          variant="secondary"
          busy={poll.isPending}
          className="self-start"
          onClick={() => poll.mutate(undefined)}
        >
          Poll now
        </Button>
      </section>
    </div>
  );
}
