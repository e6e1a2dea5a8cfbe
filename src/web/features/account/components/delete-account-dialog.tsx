import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { deleteAccountSchema, type DeleteAccountInput } from '@/shared/account';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogActions } from '@/web/components/ui/dialog';
import { Notice } from '@/web/components/ui/notice';
import { TextField } from '@/web/components/ui/text-field';
import { useDeleteAccount } from '../api/delete-account';

export interface DeleteAccountDialogProps {
  open: boolean;
  email: string;
  onClose: () => void;
  onDeleted: () => void;
}

/** Confirmation by typing the account's e-mail, as docs/product.md §6 asks. */
export function DeleteAccountDialog({ open, email, onClose, onDeleted }: DeleteAccountDialogProps) {
  const remove = useDeleteAccount();
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit(async (input) => {
    await remove.mutateAsync(input).then(onDeleted, () => {});
  });
  const close = () => {
    if (remove.isPending) return;
    form.reset();
    remove.reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Delete your account?"
      description="This cancels your subscription, stops every check-in and deletes your parents, family members, history, messages and settings. It cannot be undone."
      size="sm"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={`Type ${email} to confirm`}
          type="email"
          autoComplete="off"
          inputMode="email"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        {remove.isError && <Notice tone="error">{remove.error.message}</Notice>}
        <DialogActions
          onCancel={close}
          cancelLabel="Keep my account"
          cancelDisabled={remove.isPending}
        >
          <Button type="submit" variant="danger" busy={remove.isPending}>
            Delete my account
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
