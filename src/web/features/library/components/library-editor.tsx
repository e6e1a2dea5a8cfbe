import type { ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogActions } from '@/web/components/ui/dialog';
import { Notice } from '@/web/components/ui/notice';

/**
 * The dialog a template or a content item is written in. While it saves it cannot be closed; a
 * failed save keeps everything typed and says so inside it.
 */
export function LibraryEditor({
  title,
  saveLabel,
  canSave = true,
  saving,
  failed,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  saveLabel: string;
  canSave?: boolean;
  saving: boolean;
  /** What the dialog says when the save failed; nothing otherwise. */
  failed: string | undefined;
  onClose: () => void;
  /** The form's submit, with the form (to focus a field in it). */
  onSubmit: (form: HTMLFormElement) => void;
  children: ReactNode;
}) {
  return (
    <Dialog open onClose={saving ? () => {} : onClose} title={title} size="lg">
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event.currentTarget);
        }}
      >
        {children}
        {failed && <Notice tone="error">{failed}</Notice>}
        <DialogActions onCancel={onClose} cancelDisabled={saving}>
          <Button type="submit" disabled={!canSave} busy={saving}>
            {saveLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
