import { CircleCheck } from 'lucide-react';

/**
 * A short "saved" note that outlives the move to the next sub-step. The live region is always
 * there, so screen readers announce the text when it appears. It takes its own place in the page
 * under the wizard's header instead of floating over it: floating at the bottom, it hid the next
 * step's labels and fields on a phone (issue 39), and at any width it covered what was there.
 */
export function StepToast({ text }: { text?: string }) {
  return (
    <div role="status" aria-live="polite">
      {text && (
        <p className="mt-4 flex w-fit items-center gap-2 rounded-xl border border-ok/40 bg-ok-bg px-4 py-3 font-medium text-fg shadow-sm animate-slide-up motion-reduce:animate-none">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-ok" />
          {text}
        </p>
      )}
    </div>
  );
}
