import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { INVITE_SENT_MS, inviteSchema, type InviteInput } from '@/shared/referral';
import { Button } from '@/web/components/ui/button';
import { Notice } from '@/web/components/ui/notice';
import { TextField } from '@/web/components/ui/text-field';
import { useSendInvite } from '../api/referral-api';

/** Invite by e-mail: a real e-mail with the referral link, then a 3 s confirmation and reset. */
export function InviteForm() {
  const send = useSendInvite();
  const [sent, setSent] = useState<string>();
  const form = useForm<InviteInput>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { friendName: '', friendEmail: '' },
  });

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(undefined), INVITE_SENT_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const submit = form.handleSubmit(async (input) => {
    await send.mutateAsync(input).then(
      ({ message }) => {
        setSent(message);
        form.reset();
      },
      () => {},
    );
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label="Friend's name"
        autoComplete="off"
        error={form.formState.errors.friendName?.message}
        {...form.register('friendName')}
      />
      <TextField
        label="Friend's email"
        type="email"
        inputMode="email"
        autoComplete="off"
        error={form.formState.errors.friendEmail?.message}
        {...form.register('friendEmail')}
      />
      {sent && <Notice tone="success">{sent}</Notice>}
      {send.isError && !sent && <Notice tone="error">{send.error.message}</Notice>}
      <Button type="submit" busy={send.isPending} className="self-start">
        Send Invitation
      </Button>
    </form>
  );
}
