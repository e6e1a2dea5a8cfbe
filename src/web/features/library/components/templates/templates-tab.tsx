import { libraryMessages, type TemplateDto } from '@/shared/library';
import { Notice } from '@/web/components/ui/notice';
import { useParents } from '@/web/lib/api/parents';
import {
  useCategories,
  useDeleteTemplate,
  useSetTemplateFavourite,
  useTemplates,
} from '../../api/templates';
import { LibraryTab } from '../library-tab';
import { TemplateCard } from './template-card';
import { TemplateEditor } from './template-editor';

/** Message Templates: the owner's own wording for the daily check-in. */
export function TemplatesTab() {
  const templates = useTemplates();
  const categories = useCategories();
  const parents = useParents();
  const favourite = useSetTemplateFavourite();
  const remove = useDeleteTemplate();
  const loaded =
    templates.data && categories.data && parents.data
      ? { templates: templates.data, categories: categories.data, parents: parents.data }
      : undefined;

  return (
    <LibraryTab<TemplateDto>
      title="Message Templates"
      description="Your own wording for the daily check-in. Favourites are used in turn, one a day."
      newLabel="New template"
      notice={favourite.isError && <Notice tone="error">{libraryMessages.saveTemplate}</Notice>}
      failed={templates.isError || categories.isError || parents.isError}
      loaded={loaded !== undefined}
      loadError="Your templates could not be loaded."
      loading="Loading templates…"
      onRetry={() => {
        void templates.refetch();
        void categories.refetch();
        void parents.refetch();
      }}
      remove={remove}
      editor={(template, { close, saved }) =>
        loaded && (
          <TemplateEditor
            template={template}
            categories={loaded.categories}
            parents={loaded.parents}
            onClose={close}
            onSaved={() => saved(template ? 'Template saved.' : 'Template created.')}
          />
        )
      }
      deleteTitle="Delete template"
      deleteMessage={libraryMessages.confirmDeleteTemplate}
      deleteError={libraryMessages.deleteTemplate}
    >
      {({ edit, askDelete, clearDone }) =>
        loaded?.templates.length === 0 ? (
          <div className="flex flex-col items-start gap-2 rounded-xl border border-dashed border-border p-6">
            <h3 className="text-lg font-semibold">No templates yet</h3>
            <p className="text-muted-fg">
              Write a check-in in your own words, for example a medication reminder. Mark it as a
              favourite to have it sent.
            </p>
          </div>
        ) : (
          <ul aria-label="Your templates" className="grid gap-4 lg:grid-cols-2">
            {loaded?.templates.map((template) => (
              <TemplateCard
                key={template.id}
                template={template}
                favouriteBusy={favourite.isPending && favourite.variables?.id === template.id}
                onToggleFavourite={() => {
                  clearDone();
                  favourite.mutate({ id: template.id, isFavorite: !template.isFavorite });
                }}
                onEdit={() => edit(template)}
                onDelete={() => askDelete(template)}
              />
            ))}
          </ul>
        )
      }
    </LibraryTab>
  );
}
