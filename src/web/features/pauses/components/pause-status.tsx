import { CirclePause, Play } from 'lucide-react';
import { useState } from 'react';
import { addDays, pauseDayText, type PauseDto } from '@/shared/pauses';
import { Badge } from '@/web/components/status-badge';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { usePauses, useResumeParent } from '../api/pauses';
import { PauseDialog, todayIn } from './pause-dialog';

export interface PausableParent {
  id: string;
  /** As the owner calls her ("Mom"). */
  name: string;
  timezone: string;
  /** Her today as the service counts it, when known (else the browser's clock in her zone). */
  today?: string;
}

const todayOf = (parent: PausableParent) => parent.today ?? todayIn(parent.timezone);

const pauseOf = (pauses: PauseDto[] | undefined, parentId: string) =>
  pauses?.find((pause) => pause.parentId === parentId);

/** "Paused through Fri, Jan 16" on her card while a pause covers today. */
export function PauseBadge({ parent }: { parent: PausableParent }) {
  const pause = pauseOf(usePauses().data, parent.id);
  if (!pause || pause.from > todayOf(parent)) return null;
  return (
    <Badge tone="info" Icon={CirclePause}>
      Paused through {pauseDayText(pause.until)}
    </Badge>
  );
}

/**
 * Her pause in words, with the button that ends it; or, with none, the button that sets one
 * (docs/product.md §2.14).
 */
export function PauseControls({ parent }: { parent: PausableParent }) {
  const pauses = usePauses();
  const resume = useResumeParent();
  const [choosing, setChoosing] = useState(false);
  const [result, setResult] = useState<{ tone: 'ok' | 'error'; text: string }>();
  const pause = pauseOf(pauses.data, parent.id);
  const started = pause !== undefined && pause.from <= todayOf(parent);

  const end = () => {
    setResult(undefined);
    resume.mutate(parent.id, {
      onSuccess: () =>
        setResult({
          tone: 'ok',
          text: `${parent.name}'s check-ins are back on. The family has been told.`,
        }),
      onError: (error) => setResult({ tone: 'error', text: error.message }),
    });
  };

  return (
    <div className="flex flex-col gap-2">
      {pause ? (
        <Notice tone="info">
          <p>
            {started ? 'Check-ins are paused' : 'Check-ins will pause'} from{' '}
            {pauseDayText(pause.from)} through {pauseDayText(pause.until)}
            {pause.reason ? ` (${pause.reason})` : ''}, by{' '}
            {pause.by === 'parent' ? `${parent.name}'s own text` : pause.byName}. They start again{' '}
            {pauseDayText(addDays(pause.until, 1))}.
          </p>
          <Button variant="secondary" className="self-start" busy={resume.isPending} onClick={end}>
            <Play aria-hidden="true" className="size-4" />
            {started ? 'Resume check-ins' : 'Cancel pause'}
          </Button>
        </Notice>
      ) : (
        pauses.isSuccess && (
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => {
              setResult(undefined);
              setChoosing(true);
            }}
          >
            <CirclePause aria-hidden="true" className="size-4" />
            Pause check-ins
          </Button>
        )
      )}
      {result && (
        <p role="status" className={result.tone === 'error' ? 'text-alert' : 'text-ok'}>
          {result.text}
        </p>
      )}
      {choosing && <PauseDialog parent={parent} onClose={() => setChoosing(false)} />}
    </div>
  );
}
