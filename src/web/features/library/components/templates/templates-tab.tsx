import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { libraryMessages, type TemplateDto } from '@/shared/library';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/dialog';
import { Notice } from '@/web/components/ui/notice';
import { Spinner } from '@/web/components/ui/spinner';
import {
  useCategories,
  useDeleteTemplate,
  useSetTemplateFavourite,
  useTemplates,
} from '../api/templates';
import { useParents } from '@/web/lib/api/parents';
import { useFocusReturn } from '../lib/focus-return';
import { TemplateCard } from './templates/template-card';
import { TemplateEditor } from './templates/template-editor';

type Editing = { template?: TemplateDto } | null;

/** Message Templates: the owner's own wording for the daily check-in. */
export function TemplatesTab() {
  const templates = useTemplates();
  const categories = useCategories();
  const parents = useParents();
  const favourite = useSetTemplateFavourite();
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TemplateDto | null>(null);
  const [saved, setSaved] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editorFocus = useFocusReturn(editing !== null, headingRef);
  const deleteFocus = useFocusReturn(deleting !== null, headingRef);

  const openEditor = (template?: TemplateDto) => {
    editorFocus.remember();
    setSaved('');
    setEditing({ template });
  };
  const closeEditor = () => setEditing(null);
  const askDelete = (template: TemplateDto) => {
    deleteFocus.remember();
    setSaved('');
    remove.reset();
    setDeleting(template);
  };
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

  const ready = templates.data && categories.data && parents.data;
  const failed = templates.isError || categories.isError || parents.isError;

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold focus:outline-none">
            Message Templates
          </h2>
          <p className="text-muted-fg">
            Your own wording for the daily check-in. Favourites are used in turn, one a day.
          </p>
        </div>
        {ready && (
          <Button onClick={() => openEditor()}>
            <Plus aria-hidden="true" className="size-5" />
            New template
          </Button>
        )}
      </div>

      {saved && <Notice tone="success">{saved}</Notice>}
      {favourite.isError && <Notice tone="error">{libraryMessages.saveTemplate}</Notice>}

      {failed ? (
        <Notice tone="error">
          <p>Your templates could not be loaded.</p>
          <div>
            <Button
              variant="secondary"
              onClick={() => {
                void templates.refetch();
                void categories.refetch();
                void parents.refetch();
              }}
            >
              Try again
            </Button>
          </div>
        </Notice>
      ) : !ready ? (
        <div role="status" className="flex items-center gap-3 text-muted-fg">
          <Spinner />
          Loading templates…
        </div>
      ) : templates.data.length === 0 ? (
        <div className="flex flex-col items-start gap-2 rounded-xl border border-dashed border-border p-6">
          <h3 className="text-lg font-semibold">No templates yet</h3>
          <p className="text-muted-fg">
            Write a check-in in your own words, for example a medication reminder. Mark it as a
            favourite to have it sent.
          </p>
        </div>
      ) : (
        <ul aria-label="Your templates" className="grid gap-4 lg:grid-cols-2">
          {templates.data.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              favouriteBusy={favourite.isPending && favourite.variables?.id === template.id}
              onToggleFavourite={() => {
                setSaved('');
                favourite.mutate({ id: template.id, isFavorite: !template.isFavorite });
              }}
              onEdit={() => openEditor(template)}
              onDelete={() => askDelete(template)}
            />
          ))}
        </ul>
      )}

      {editing && ready && (
        <TemplateEditor
          template={editing.template}
          categories={categories.data}
          parents={parents.data}
          onClose={closeEditor}
          onSaved={() => {
            setSaved(editing.template ? 'Template saved.' : 'Template created.');
            closeEditor();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete template"
        message={libraryMessages.confirmDeleteTemplate}
        confirmLabel="Delete"
        busy={remove.isPending}
        error={remove.isError ? libraryMessages.deleteTemplate : undefined}
        onConfirm={confirmDelete}
        onCancel={() => {
          setDeleting(null);
        }}
      />
    </>
  );
}
