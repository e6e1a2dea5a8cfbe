import type { UseMutationResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/dialog';
import { Notice } from '@/web/components/ui/notice';
import { Spinner } from '@/web/components/ui/spinner';
import { useFocusReturn } from '../lib/focus-return';

interface LibraryItem {
  id: string;
  title: string;
}

/** What the list of a library tab can ask of it. */
export interface LibraryActions<Item> {
  edit: (item: Item) => void;
  askDelete: (item: Item) => void;
  /** Another change starts: the line about the last one goes. */
  clearDone: () => void;
}

/**
 * A library tab (templates, content): its heading and New button, a line that says what was last
 * done, the list once loaded (`children`), the editor while open and the delete confirmation.
 * Focus goes back to what opened a dialog when it closes, or to the heading when that went with
 * a deleted item.
 */
export function LibraryTab<Item extends LibraryItem>({
  title,
  description,
  newLabel,
  notice,
  failed,
  loaded,
  loadError,
  loading,
  onRetry,
  remove,
  editor,
  deleteTitle,
  deleteMessage,
  deleteError,
  children,
}: {
  title: string;
  description: string;
  newLabel: string;
  /** A notice of the tab's own, below what was last done. */
  notice?: ReactNode;
  failed: boolean;
  loaded: boolean;
  loadError: string;
  loading: string;
  onRetry: () => void;
  remove: UseMutationResult<unknown, Error, string>;
  /** The editor of `item` (undefined for a new one); `saved` closes it and says what it did. */
  editor: (
    item: Item | undefined,
    done: { close: () => void; saved: (text: string) => void },
  ) => ReactNode;
  deleteTitle: string;
  deleteMessage: string;
  deleteError: string;
  children: (actions: LibraryActions<Item>) => ReactNode;
}) {
  const [editing, setEditing] = useState<{ item?: Item } | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [done, setDone] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editorFocus = useFocusReturn(editing !== null, headingRef);
  const deleteFocus = useFocusReturn(deleting !== null, headingRef);

  const openEditor = (item?: Item) => {
    editorFocus.remember();
    setDone('');
    setEditing({ item });
  };
  const closeEditor = () => setEditing(null);
  const actions: LibraryActions<Item> = {
    edit: openEditor,
    askDelete: (item) => {
      deleteFocus.remember();
      setDone('');
      remove.reset();
      setDeleting(item);
    },
    clearDone: () => setDone(''),
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        // Its card is gone, so focus goes to the list's heading.
        deleteFocus.forget();
        setDone(`Deleted “${deleting.title}”.`);
        setDeleting(null);
      },
    });
  };

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
            {title}
          </h2>
          <p className="text-muted-fg">{description}</p>
        </div>
        {loaded && (
          <Button onClick={() => openEditor()}>
            <Plus aria-hidden="true" className="size-5" />
            {newLabel}
          </Button>
        )}
      </div>

      {done && <Notice tone="success">{done}</Notice>}
      {notice}

      {failed ? (
        <Notice tone="error">
          <p>{loadError}</p>
          <div>
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          </div>
        </Notice>
      ) : !loaded ? (
        <div role="status" className="flex items-center gap-3 text-muted-fg">
          <Spinner />
          {loading}
        </div>
      ) : (
        children(actions)
      )}

      {editing &&
        loaded &&
        editor(editing.item, {
          close: closeEditor,
          saved: (text) => {
            setDone(text);
            closeEditor();
          },
        })}
      <ConfirmDialog
        open={deleting !== null}
        title={deleteTitle}
        message={deleteMessage}
        confirmLabel="Delete"
        busy={remove.isPending}
        error={remove.isError ? deleteError : undefined}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
