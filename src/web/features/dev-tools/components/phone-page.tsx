import { ArrowLeft } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Notice } from '@/web/components/ui/notice';
import { Spinner } from '@/web/components/ui/spinner';
import { usePhoneThreads } from '../api/phone';
import { Conversation } from './conversation';
import { DevLayout, realTimeNote } from './dev-layout';
import { OpenPhoneForm } from './open-phone-form';
import { PhoneThreadList } from './phone-thread-list';

/** /dev/phone: every number the app texted or called, as conversations; ?phone= opens one. */
export function PhonePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = searchParams.get('phone');
  const threads = usePhoneThreads();
  const open = (phone: string) => setSearchParams({ phone });

  return (
    <DevLayout title="Phone simulator" note={realTimeNote}>
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {/* On a phone the open conversation takes the whole width; the list is one tap back. */}
        <section
          aria-label="Phones"
          className={`flex-col gap-4 ${selected ? 'hidden lg:flex' : 'flex'}`}
        >
          <OpenPhoneForm onOpen={open} />
          {threads.isPending && (
            <p role="status" className="flex items-center gap-3 text-muted-fg">
              <Spinner /> Loading texts and calls…
            </p>
          )}
          {threads.isError && !threads.data && (
            <Notice tone="error">{threads.error.message}</Notice>
          )}
          {threads.data?.length === 0 && (
            <p className="rounded-xl border border-border bg-card p-4 text-muted-fg">
              No texts or calls yet.
            </p>
          )}
          {threads.data && threads.data.length > 0 && (
            <PhoneThreadList threads={threads.data} selected={selected} onSelect={open} />
          )}
        </section>
        <section
          aria-label="Conversation"
          className={selected ? 'flex flex-col gap-3' : 'hidden lg:block'}
        >
          {selected ? (
            <>
              <button
                type="button"
                onClick={() => setSearchParams({})}
                className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg font-medium text-primary lg:hidden"
              >
                <ArrowLeft aria-hidden="true" className="size-5" /> All phones
              </button>
              <Conversation phone={selected} />
            </>
          ) : (
            <p className="rounded-xl border border-dashed border-border p-6 text-muted-fg">
              Choose a phone, or open a number, to see its texts and calls.
            </p>
          )}
        </section>
      </div>
    </DevLayout>
  );
}
