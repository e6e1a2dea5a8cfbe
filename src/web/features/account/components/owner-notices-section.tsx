import { Send } from 'lucide-react';
import { ownerNoticePreferences, type OwnerNoticePreference } from '@/shared/owner-notices';
import { formatPhone } from '@/shared/phone';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { Spinner } from '@/web/components/ui/spinner';
import { useAskOwnerCell, useOwnerNotices, useSaveOwnerNotices } from '../api/owner-notices';

const choices: Record<OwnerNoticePreference, { label: string; detail: string }> = {
  email: { label: 'E-mail', detail: 'Every alert, OK and weekly report by e-mail.' },
  both: { label: 'E-mail and text', detail: 'Both, once your cell has agreed to texts.' },
  sms: {
    label: 'Text',
    detail: 'By text once your cell has agreed; by e-mail until then, so you never miss one.',
  },
};

const choiceClasses =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-border px-3 py-2.5 has-[:checked]:border-primary has-[:checked]:bg-muted has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring';

/**
 * Settings: how the owner hears of every alert, OK and weekly report (docs/product.md §2). The owner
 * is always told; texts need their own cell's Y, like anyone else's.
 */
export function OwnerNoticesSection() {
  const notices = useOwnerNotices();
  const save = useSaveOwnerNotices();
  const ask = useAskOwnerCell();
  return (
    <section
      aria-labelledby="how-you-are-told"
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-5"
    >
      <h2 id="how-you-are-told" className="text-xl font-semibold">
        How you are told
      </h2>
      <p className="text-muted-fg">
        You are told of every alert, every OK and every weekly report about your parents, like a
        family member who follows them all.
      </p>
      {notices.isPending && (
        <p role="status" className="flex items-center gap-3">
          <Spinner /> Loading…
        </p>
      )}
      {notices.isError && <Notice tone="error">{notices.error.message}</Notice>}
      {notices.data && (
        <>
          <fieldset className="flex min-w-0 flex-col gap-2" disabled={save.isPending}>
            <legend className="mb-2 font-medium">Tell me by</legend>
            {ownerNoticePreferences.map((preference) => (
              <label key={preference} className={choiceClasses}>
                <input
                  type="radio"
                  name="ownerNotices"
                  value={preference}
                  checked={(save.variables ?? notices.data.preference) === preference}
                  onChange={() => save.mutate(preference)}
                  className="mt-1 size-4 shrink-0 accent-primary"
                />
                <span className="flex flex-col">
                  <span className="font-medium">{choices[preference].label}</span>
                  <span className="text-sm text-muted-fg">{choices[preference].detail}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {notices.data.emailUnsubscribed && (
            <Notice tone="info">
              You unsubscribed from our e-mails, so you are told by text only. Choose E-mail to get
              them again.
            </Notice>
          )}
          {save.isError && <Notice tone="error">{save.error.message}</Notice>}
          {save.isSuccess && <Notice tone="success">Saved.</Notice>}
          {notices.data.cellPhone ? (
            <div className="flex flex-col gap-2">
              <p>
                Your cell, {formatPhone(notices.data.cellPhone)}:{' '}
                <strong>
                  {notices.data.cellAgreed ? 'agreed to texts' : 'has not agreed to texts yet'}
                </strong>
              </p>
              {!notices.data.cellAgreed && notices.data.consentId && (
                <Button
                  variant="secondary"
                  className="self-start"
                  busy={ask.isPending}
                  onClick={() => ask.mutate(notices.data.consentId!)}
                >
                  <Send aria-hidden="true" className="size-4" />
                  Text me the consent request
                </Button>
              )}
              {ask.isSuccess && (
                <Notice tone="success">Sent. Reply Y from your phone to agree.</Notice>
              )}
              {ask.isError && <Notice tone="error">{ask.error.message}</Notice>}
            </div>
          ) : (
            <p className="text-muted-fg">
              Add your cell phone in the set-up's account step to get texts too.
            </p>
          )}
        </>
      )}
    </section>
  );
}
