import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { Spinner } from '@/web/components/ui/spinner';

/** What a sub-step shows while its rows load, or when they could not be loaded. */
export function StepLoading({ error, onRetry }: { error?: Error | null; onRetry?: () => void }) {
  if (error) {
    return (
      <Notice tone="error">
        <p>{error.message}</p>
        {onRetry && (
          <Button variant="secondary" className="self-start" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Notice>
    );
  }
  return (
    <p role="status" className="flex items-center gap-3 text-muted-fg">
      <Spinner /> Loading…
    </p>
  );
}
