import { CircleCheck } from 'lucide-react';

/**
 * A short "saved" note that outlives the move to the next sub-step. The live region is always
 * there, so screen readers announce the text when it appears.
 */
export function StepToast({ text }: { text?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4"
    >
      {text && (
        <p className="pointer-events-auto flex items-center gap-2 rounded-xl border border-ok/40 bg-ok-bg px-4 py-3 font-medium text-fg shadow-lg animate-slide-up motion-reduce:animate-none">
          <CircleCheck aria-hidden="true" className="size-5 text-ok" />
          {text}
        </p>
      )}
    </div>
  );
}
