import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { useSendCheckInNow } from '@/web/lib/api/parents';

type Result = { tone: 'ok' | 'error'; text: string };

/**
 * "Send check-in now" for one parent, with its result (or the server's reason it cannot be
 * sent) read out beside it.
 */
export function SendCheckInButton({ parentId, name }: { parentId: string; name: string }) {
  const send = useSendCheckInNow();
  const [result, setResult] = useState<Result>();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Button
        variant="secondary"
        className="self-start"
        busy={send.isPending}
        onClick={() => {
          setResult(undefined);
          send.mutate(parentId, {
            onSuccess: () =>
              setResult({
                tone: 'ok',
                text: `Check-in sent to ${name}. Their reply will show here.`,
              }),
            onError: (error) => setResult({ tone: 'error', text: error.message }),
          });
        }}
      >
        <Send aria-hidden="true" className="size-4" />
        Send check-in now <span className="sr-only">to {name}</span>
      </Button>
      <p
        role="status"
        className={`text-sm ${result?.tone === 'error' ? 'font-medium text-alert' : 'text-muted-fg'}`}
      >
        {result?.text}
      </p>
    </div>
  );
}
