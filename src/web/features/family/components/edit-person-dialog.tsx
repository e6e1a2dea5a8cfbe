import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogActions } from '@/web/components/ui/dialog';
import { Notice } from '@/web/components/ui/notice';
import { errorMessage } from '@/web/lib/error-message';

/**
 * Edits one parent or family member in a dialog, with the wizard's card (`children`) and form.
 * It closes once `save` is done; a failed save keeps everything typed and says why.
 */
export function EditPersonDialog<Form extends FieldValues, Output>({
  name,
  form,
  save,
  onClose,
  children,
}: {
  /** Who is edited, for the title: "Edit Mom". */
  name: string;
  form: UseFormReturn<Form, unknown, Output>;
  save: (values: Output) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}) {
  const [saveError, setSaveError] = useState<string>();
  return (
    <Dialog open onClose={onClose} title={`Edit ${name}`} size="lg">
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit(async (values) => {
          setSaveError(undefined);
          try {
            await save(values);
            onClose();
          } catch (error) {
            setSaveError(errorMessage(error));
          }
        })}
      >
        {children}
        {saveError && <Notice tone="error">{saveError}</Notice>}
        <DialogActions onCancel={onClose}>
          <Button type="submit" busy={form.formState.isSubmitting}>
            Save changes
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
