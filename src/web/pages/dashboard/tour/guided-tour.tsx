import { Compass } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { TourCard } from './tour-card';
import { hasSeenTour, markTourSeen, TOUR_DELAY_MS } from './tour-steps';

/**
 * The dashboard's guided tour. It starts on its own 2 s after the overview opens, until the
 * owner has closed or finished it once; after that a button beside the page's heading starts it
 * again (in the page's flow, not floating, so it never covers a phone number or a button).
 */
export function GuidedTour({
  onOverview,
  showOverview,
}: {
  /** Whether the overview tab (where the tour's targets are) is the one open. */
  onOverview: boolean;
  showOverview: () => void;
}) {
  const [step, setStep] = useState<number>();
  const [seen, setSeen] = useState(hasSeenTour);
  const restartRef = useRef<HTMLButtonElement>(null);
  const open = step !== undefined;

  useEffect(() => {
    if (seen || open || !onOverview) return;
    const timer = setTimeout(() => setStep(0), TOUR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [seen, open, onOverview]);

  const close = () => {
    markTourSeen();
    setSeen(true);
    setStep(undefined);
    // The card is gone; focus goes to the button that brings it back.
    requestAnimationFrame(() => restartRef.current?.focus());
  };

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // A modal dialog above the tour takes its own Esc.
      if (event.key !== 'Escape' || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  if (open) return <TourCard step={step} onStep={setStep} onClose={close} />;
  if (!seen) return null;
  return (
    <button
      ref={restartRef}
      type="button"
      onClick={() => {
        showOverview();
        setStep(0);
      }}
      className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border border-border bg-card px-4 font-medium text-fg hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <Compass aria-hidden="true" className="size-5 text-primary" />
      Take the tour
    </button>
  );
}
