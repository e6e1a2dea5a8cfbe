import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { firstMessageSchema } from '@/shared/onboarding';
import type { ParentDto } from '@/shared/parents';
import { onboardingCopy } from '@/shared/onboarding-copy';
import { product } from '@/shared/product';
import { theirMoment } from '@/shared/consent-timing';
import { welcomeMessage } from '@/shared/welcome-message';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { SelectField } from '@/web/components/ui/select-field';
import { TextAreaField } from '@/web/components/ui/text-area-field';
import { useCompleteOnboarding } from '../api/onboarding-state';
import { useOnboardingState } from '../api/onboarding-state';
import { useParents } from '@/web/lib/api/parents';
import { useSendFirstMessage } from '../api/onboarding-state';
import { clearingRegister } from '@/web/lib/family/clearing-register';
import { displayName } from '@/web/lib/family/labels';
import { markCompleted, readDraft } from '../lib/local-progress';
import { oldestFirst } from '@/web/lib/family/parent-draft';
import { schemaResolver } from '@/web/lib/family/schema-resolver';
import { wizardTimings } from '../lib/timings';
import { useDraft } from '../lib/use-draft';
import { useFocusFirstError } from '../lib/use-focus-first-error';
import { HeartsCelebration } from './hearts-celebration';
import { StepActions } from './step-actions';
import { StepLoading } from './step-loading';

interface FirstMessageForm {
  parentId: string;
  message: string;
}

/** Her welcome, in her language (src/shared/welcome-message.ts); the owner may edit a text's. */
export const defaultMessage = (parent: ParentDto | undefined) =>
  parent
    ? welcomeMessage(parent)
    : `Hi there! This is a test message from ${product.name}. This one needs no reply.`;

const languageNames: Record<ParentDto['language'], string> = { en: 'English', es: 'Spanish' };

/** What the owner is told once it is queued: sent now, or waiting for the parent's morning. */
function sentNote(
  name: string,
  sent: { waitsUntil: { at: string; zone: string } | null },
  call: boolean,
) {
  if (!sent.waitsUntil)
    return call ? `Test call placed to ${name}` : onboardingCopy.testMessageSent(name);
  const when = theirMoment(sent.waitsUntil, 'parent');
  return call
    ? `It is night where ${name} lives: we will call at ${when}. You can finish set-up now.`
    : `It is night where ${name} lives: it will be sent at ${when}. You can finish set-up now.`;
}

/** Step 4b: a real test text to a parent, then Complete Setup. */
export function FirstMessageStep() {
  const parents = useParents();
  const state = useOnboardingState();
  if (parents.isError)
    return <StepLoading error={parents.error} onRetry={() => void parents.refetch()} />;
  if (!parents.data) return <StepLoading />;
  const ordered = oldestFirst(parents.data);
  const draft = readDraft<FirstMessageForm>('first-message');
  const parent = ordered.find((one) => one.id === draft?.parentId) ?? ordered[0];
  return (
    <FirstMessageEditor
      parents={ordered}
      initial={{
        parentId: parent?.id ?? '',
        message: draft?.message ?? defaultMessage(parent),
      }}
      alreadySent={Boolean(state.data?.firstMessageSentAt)}
    />
  );
}

function FirstMessageEditor({
  parents,
  initial,
  alreadySent,
}: {
  parents: ParentDto[];
  initial: FirstMessageForm;
  alreadySent: boolean;
}) {
  const navigate = useNavigate();
  const send = useSendFirstMessage();
  const { mutate: completeSetup, error: completeError } = useCompleteOnboarding();
  const [sentNotice, setSentNotice] = useState<string>();
  const [celebrating, setCelebrating] = useState(false);
  const form = useForm<FirstMessageForm, unknown, z.output<typeof firstMessageSchema>>({
    resolver: schemaResolver<FirstMessageForm, typeof firstMessageSchema>(firstMessageSchema),
    defaultValues: initial,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const formRef = useFocusFirstError(form);
  useDraft('first-message', form);
  const register = clearingRegister(form);
  const parentId = useWatch({ control: form.control, name: 'parentId' });
  const errors = form.formState.errors;

  // The hearts show for their full time, then set-up is completed and the dashboard opens.
  useEffect(() => {
    if (!celebrating) return;
    const timer = setTimeout(
      () =>
        completeSetup(undefined, {
          onSuccess: () => {
            markCompleted();
            void navigate('/dashboard', { replace: true });
          },
          onError: () => setCelebrating(false),
        }),
      wizardTimings.heartsMs,
    );
    return () => clearTimeout(timer);
  }, [celebrating, completeSetup, navigate]);

  const parentField = register('parentId');
  const canComplete = Boolean(sentNotice) || alreadySent;
  const chosen = parents.find((one) => one.id === parentId);
  // A parent checked on by call hears words written for the ear, in her language: shown, not typed.
  const byCall = chosen?.checkInBy === 'call';
  return (
    <div className="flex flex-col gap-6">
      <p className="text-muted-fg">
        Send one real test now, so you know it arrives. It goes only to someone who has agreed, and
        only between 9:00 AM and 8:00 PM their time.
      </p>
      <form
        ref={formRef}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit(async (message) => {
          setSentNotice(undefined);
          const parent = parents.find((one) => one.id === message.parentId);
          const call = parent?.checkInBy === 'call';
          await send
            // The server speaks her welcome on a call and uses no typed words for it.
            .mutateAsync(call ? { ...message, message: 'test call' } : message)
            .then(
              (sent) =>
                setSentNotice(sentNote(parent ? displayName(parent) : 'your parent', sent, call)),
              () => {},
            );
        })}
      >
        <SelectField
          label="Parent"
          options={parents.map((parent) => ({ value: parent.id, label: displayName(parent) }))}
          error={errors.parentId?.message}
          {...parentField}
          onChange={(event) => {
            // A message nobody has changed follows the chosen parent's name.
            const before = parents.find((one) => one.id === parentId);
            const after = parents.find((one) => one.id === event.target.value);
            if (form.getValues('message') === defaultMessage(before))
              form.setValue('message', defaultMessage(after));
            return parentField.onChange(event);
          }}
        />
        {byCall ? (
          <figure className="flex flex-col gap-2 rounded-xl border border-border p-4">
            <figcaption className="text-sm font-medium text-muted-fg">
              On a test call, in {languageNames[chosen.language]}, {displayName(chosen)} will hear:
            </figcaption>
            <blockquote lang={chosen.language}>{welcomeMessage(chosen)}</blockquote>
          </figure>
        ) : (
          <TextAreaField
            label="Message"
            rows={5}
            maxLength={320}
            hint="Up to 320 characters."
            error={errors.message?.message}
            {...register('message')}
          />
        )}
        {send.isError && <Notice tone="error">{send.error.message}</Notice>}
        {sentNotice && <Notice tone="success">{sentNotice}</Notice>}
        <Button type="submit" variant="secondary" busy={send.isPending} className="self-start">
          {byCall ? 'Place test call' : 'Send test message'}
        </Button>
      </form>
      <StepActions
        continueLabel={onboardingCopy.completeSetup}
        disabled={!canComplete}
        hint={canComplete ? undefined : 'Send a test message to finish.'}
        error={completeError?.message}
        frozen={celebrating}
        onContinue={() => setCelebrating(true)}
      />
      {celebrating && <HeartsCelebration />}
    </div>
  );
}
