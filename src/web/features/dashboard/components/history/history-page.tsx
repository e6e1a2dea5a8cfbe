import { ArrowLeft } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { product } from '@/shared/product';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { Spinner } from '@/web/components/ui/spinner';
import { displayName } from '@/web/lib/family/labels';
import { useMessages } from '../../api/messages';
import { useOverview } from '../../api/overview';
import { HistoryEntry } from './history-item';

const selectClasses =
  'min-h-11 w-full rounded-lg border border-border bg-card px-3 text-base text-fg sm:w-auto focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** /dashboard/history: every text and call of the account, newest first, by parent if asked. */
export function MessageHistoryPage() {
  const [params, setParams] = useSearchParams();
  const parentId = params.get('parent') || null;
  const overview = useOverview();
  const messages = useMessages(parentId);
  const filterId = useId();
  const parents = overview.data?.parents ?? [];
  const chosen = parents.find((parent) => parent.id === parentId);
  const items = messages.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 pt-6 pb-16 sm:px-6">
      <title>{`Message History · ${product.name}`}</title>
      <Link
        to="/dashboard"
        className="inline-flex min-h-11 items-center gap-2 self-start font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Dashboard
      </Link>
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-semibold">Message History</h1>
        <p className="text-muted-fg">Every text and call sent for your family, newest first.</p>
      </div>
      <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
        <label htmlFor={filterId} className="font-medium">
          Show messages for
        </label>
        <select
          id={filterId}
          className={selectClasses}
          value={parentId ?? ''}
          onChange={(event) =>
            setParams(
              (previous) => {
                const next = new URLSearchParams(previous);
                if (event.target.value) next.set('parent', event.target.value);
                else next.delete('parent');
                return next;
              },
              { replace: true },
            )
          }
        >
          <option value="">Everyone</option>
          {parents.map((parent) => (
            <option key={parent.id} value={parent.id}>
              {displayName(parent)}
            </option>
          ))}
        </select>
      </div>
      {messages.isPending ? (
        <p role="status" className="flex items-center gap-3 text-muted-fg">
          <Spinner /> Loading messages…
        </p>
      ) : messages.isError && items.length === 0 ? (
        <Notice tone="error">
          <p>{messages.error.message}</p>
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => void messages.refetch()}
          >
            Try again
          </Button>
        </Notice>
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-border bg-card p-6 text-center text-muted-fg">
          {chosen ? `No messages for ${displayName(chosen)} yet.` : 'No messages yet.'}
        </p>
      ) : (
        <>
          <ol aria-label="Messages" className="flex flex-col gap-3">
            {items.map((item) => (
              <HistoryEntry key={`${item.channel}-${item.id}`} item={item} />
            ))}
          </ol>
          {messages.isFetchNextPageError && <Notice tone="error">{messages.error?.message}</Notice>}
          {messages.hasNextPage ? (
            <Button
              variant="secondary"
              className="self-center"
              busy={messages.isFetchingNextPage}
              onClick={() => void messages.fetchNextPage()}
            >
              Load more
            </Button>
          ) : (
            <p className="text-center text-sm text-muted-fg">That is everything.</p>
          )}
        </>
      )}
    </main>
  );
}
