import { LoaderCircle } from 'lucide-react';

export function Spinner({ className = 'size-6' }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={`animate-spin ${className}`} />;
}

/** A whole-page wait with a spoken label. */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-dvh flex-col items-center justify-center gap-3 text-muted-fg"
    >
      <Spinner className="size-8" />
      <span>{label}</span>
    </div>
  );
}
