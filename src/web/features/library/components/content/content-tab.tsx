import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { libraryMessages, type ContentDto } from '@/shared/library';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/dialog';
import { Notice } from '@/web/components/ui/notice';
import { SelectField } from '@/web/components/ui/select-field';
import { Spinner } from '@/web/components/ui/spinner';
import { useContentLibrary, useDeleteContent } from '../api/content';
import { useFocusReturn } from '../lib/focus-return';
import { ContentCard } from './content/content-card';
import { ContentEditor } from './content/content-editor';
import { typeOptions } from './content/content-labels';

type Editing = { item?: ContentDto } | null;

/** Content Library: fun facts, greetings, questions and follow-ups for the check-ins. */
export function ContentTab() {
  const library = useContentLibrary();
  const remove = useDeleteContent();
  const [type, setType] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ContentDto | null>(null);
  const [saved, setSaved] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editorFocus = useFocusReturn(editing !== null, headingRef);
  const deleteFocus = useFocusReturn(deleting !== null, headingRef);

  const openEditor = (item?: ContentDto) => {
    editorFocus.remember();
    setSaved('');
    setEditing({ item });
  };
  const closeEditor = () => setEditing(null);
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        // Its card is gone, so focus goes to the list's heading.
        deleteFocus.forget();
        setSaved(`Deleted “${deleting.title}”.`);
        setDeleting(null);
      },
    });
  };

  const shown = (library.data ?? []).filter((item) => !type || item.contentType === type);

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
            Content Library
          </h2>
          <p className="text-muted-fg">
            Fun facts, greetings and questions that keep the daily check-in fresh. System content is
            provided for everyone and cannot be changed.
          </p>
        </div>
        {library.data && (
          <Button onClick={() => openEditor()}>
            <Plus aria-hidden="true" className="size-5" />
            New content
          </Button>
        )}
      </div>

      {saved && <Notice tone="success">{saved}</Notice>}

      {library.isError ? (
        <Notice tone="error">
          <p>The content library could not be loaded.</p>
          <div>
            <Button variant="secondary" onClick={() => void library.refetch()}>
              Try again
            </Button>
          </div>
        </Notice>
      ) : !library.data ? (
        <div role="status" className="flex items-center gap-3 text-muted-fg">
          <Spinner />
          Loading content…
        </div>
      ) : (
        <>
          <SelectField
            label="Show"
            value={type}
            placeholder="All types"
            options={typeOptions}
            onChange={(event) => setType(event.target.value)}
            className="sm:max-w-xs"
          />
          <p role="status" className="text-sm text-muted-fg">
            {shown.length === 1 ? '1 item' : `${shown.length} items`}
          </p>
          {shown.length === 0 ? (
            <div className="rounded-xl border border-dashed border-border p-6 text-muted-fg">
              Nothing of this type yet.
            </div>
          ) : (
            <ul aria-label="Content items" className="grid gap-4 lg:grid-cols-2">
              {shown.map((item) => (
                <ContentCard
                  key={item.id}
                  item={item}
                  onEdit={() => openEditor(item)}
                  onDelete={() => {
                    deleteFocus.remember();
                    setSaved('');
                    remove.reset();
                    setDeleting(item);
                  }}
                />
              ))}
            </ul>
          )}
        </>
      )}

      {editing && (
        <ContentEditor
          item={editing.item}
          onClose={closeEditor}
          onSaved={() => {
            setSaved(editing.item ? 'Content saved.' : 'Content added.');
            closeEditor();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete content"
        message={libraryMessages.confirmDeleteContent}
        confirmLabel="Delete"
        busy={remove.isPending}
        error={remove.isError ? libraryMessages.deleteContent : undefined}
        onConfirm={confirmDelete}
        onCancel={() => {
          setDeleting(null);
        }}
      />
    </>
  );
}
