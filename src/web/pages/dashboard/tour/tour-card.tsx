import { X } from 'lucide-react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { placeCard, type CardPlacement } from './place-card';
import { tourSteps } from './tour-steps';

const anchorOf = (index: number) =>
  document.querySelector<HTMLElement>(`[data-tour="${tourSteps[index]!.anchor}"]`) ?? undefined;

const prefersReducedMotion = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * One stop of the tour: a non-modal dialog placed beside its target, which is scrolled into
 * view and outlined. A target that is not on the page gets the card in the middle instead.
 */
export function TourCard({
  step,
  onStep,
  onClose,
}: {
  step: number;
  onStep: (step: number) => void;
  onClose: () => void;
}) {
  const cardRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const [placement, setPlacement] = useState<CardPlacement>();
  const last = step === tourSteps.length - 1;
  const { title, body } = tourSteps[step]!;

  const place = useCallback(() => {
    const card = cardRef.current;
    if (!card) return;
    setPlacement(
      placeCard(
        anchorOf(step)?.getBoundingClientRect(),
        { height: card.offsetHeight },
        { width: window.innerWidth, height: window.innerHeight },
      ),
    );
  }, [step]);

  // Each stop: bring the target into view and place the card beside it.
  useLayoutEffect(() => {
    anchorOf(step)?.scrollIntoView({
      block: 'center',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
    place();
  }, [step, place]);

  // Focus goes into the card once it is placed (a hidden element cannot take focus), and back
  // to the card when the button that had it went away (Previous on the first stop).
  const placed = placement !== undefined;
  useEffect(() => {
    const card = cardRef.current;
    if (!card || !placed) return;
    const focused = document.activeElement;
    const lost =
      !focused ||
      !card.contains(focused) ||
      (focused instanceof HTMLButtonElement && focused.disabled);
    if (lost) card.focus();
  }, [step, placed]);

  useEffect(() => {
    let frame = 0;
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, true);
    // The target may appear or grow after its data loads.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(follow);
    observer?.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, true);
      observer?.disconnect();
    };
  }, [place]);

  const highlight = placement?.target;
  return (
    <>
      {highlight && (
        <div
          aria-hidden="true"
          data-testid="tour-highlight"
          className="pointer-events-none fixed z-30 rounded-xl ring-4 ring-primary ring-offset-2 ring-offset-bg transition-all"
          style={{
            top: highlight.top - 6,
            left: highlight.left - 6,
            width: highlight.width + 12,
            height: highlight.height + 12,
          }}
        />
      )}
      <div
        ref={cardRef}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        className="fixed z-40 flex flex-col gap-3 rounded-xl border border-border bg-card p-4 text-fg shadow-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        style={{
          top: placement?.top ?? 0,
          left: placement?.left ?? 0,
          width: placement?.width ?? 300,
          visibility: placement ? 'visible' : 'hidden',
        }}
      >
        <div className="flex items-start justify-between gap-2">
          <div className="flex flex-col gap-0.5">
            <p className="text-sm text-muted-fg">
              Step {step + 1} of {tourSteps.length}
            </p>
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close tour"
            className="-mt-1 -mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted-fg hover:bg-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p id={bodyId}>{body}</p>
        <div className="flex items-center justify-between gap-2">
          {step > 0 ? (
            <Button variant="secondary" onClick={() => onStep(step - 1)}>
              Previous
            </Button>
          ) : (
            <span />
          )}
          <Button onClick={() => (last ? onClose() : onStep(step + 1))}>
            {last ? 'Finish' : 'Next'}
          </Button>
        </div>
      </div>
    </>
  );
}
