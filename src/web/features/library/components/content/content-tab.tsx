import { useState } from 'react';
import { libraryMessages, type ContentDto } from '@/shared/library';
import { SelectField } from '@/web/components/ui/select-field';
import { useContentLibrary, useDeleteContent } from '../../api/content';
import { LibraryTab } from '../library-tab';
import { ContentCard } from './content-card';
import { ContentEditor } from './content-editor';
import { typeOptions } from './content-labels';

/** Content Library: fun facts, greetings, questions and follow-ups for the check-ins. */
export function ContentTab() {
  const library = useContentLibrary();
  const remove = useDeleteContent();
  const [type, setType] = useState('');
  const shown = (library.data ?? []).filter((item) => !type || item.contentType === type);

  return (
    <LibraryTab<ContentDto>
      title="Content Library"
      description="Fun facts, greetings and questions that keep the daily check-in fresh. System content is provided for everyone and cannot be changed."
      newLabel="New content"
      failed={library.isError}
      loaded={library.data !== undefined}
      loadError="The content library could not be loaded."
      loading="Loading content…"
      onRetry={() => void library.refetch()}
      remove={remove}
      editor={(item, { close, saved }) => (
        <ContentEditor
          item={item}
          onClose={close}
          onSaved={() => saved(item ? 'Content saved.' : 'Content added.')}
        />
      )}
      deleteTitle="Delete content"
      deleteMessage={libraryMessages.confirmDeleteContent}
      deleteError={libraryMessages.deleteContent}
    >
      {({ edit, askDelete }) => (
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
                  onEdit={() => edit(item)}
                  onDelete={() => askDelete(item)}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </LibraryTab>
  );
}
