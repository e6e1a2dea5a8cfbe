import {
  CONTENT_BODY_MAX,
  CONTENT_TITLE_MAX,
  contentSchema,
  libraryMessages,
  type ContentDto,
} from '@/shared/library';
import { SelectField } from '@/web/components/ui/select-field';
import { TextAreaField } from '@/web/components/ui/text-area-field';
import { TextField } from '@/web/components/ui/text-field';
import { languageOptions } from '@/web/lib/family/labels';
import { useSaveContent } from '../../api/content';
import { useEditorDraft } from '../../lib/editor-draft';
import { LibraryEditor } from '../library-editor';
import { frequencyOptions, moodOptions, seasonOptions, typeOptions } from './content-labels';

interface Draft {
  contentType: string;
  title: string;
  content: string;
  frequency: string;
  tags: string;
  season: string;
  mood: string;
  language: string;
}

const draftOf = (item?: ContentDto): Draft => ({
  contentType: item?.contentType ?? '',
  title: item?.title ?? '',
  content: item?.content ?? '',
  frequency: item?.frequency ?? 'daily',
  tags: item?.tags.join(', ') ?? '',
  season: item?.season ?? 'any',
  mood: item?.mood ?? 'caring',
  language: item?.language ?? 'en',
});

/** Create or edit one of the owner's own items. A failed save keeps everything typed. */
export function ContentEditor({
  item,
  onClose,
  onSaved,
}: {
  /** Absent for a new item. */
  item?: ContentDto;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { draft, errors, update, checked } = useEditorDraft(() => draftOf(item));
  const save = useSaveContent();

  return (
    <LibraryEditor
      title={item ? 'Edit content' : 'New content'}
      saveLabel="Save content"
      saving={save.isPending}
      failed={save.isError ? libraryMessages.saveContent : undefined}
      onClose={onClose}
      onSubmit={(form) => {
        const input = checked(contentSchema.safeParse({ ...draft, tags: draft.tags.split(',') }));
        if (input) save.mutate({ id: item?.id, input }, { onSuccess: onSaved });
        // The first field with a problem takes focus, so it is read out and can be fixed.
        else
          requestAnimationFrame(() =>
            form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
          );
      }}
    >
      <SelectField
        label="Type"
        value={draft.contentType}
        placeholder="Choose a type"
        options={typeOptions}
        onChange={(event) => update({ contentType: event.target.value })}
        error={errors.contentType}
        required
      />
      <TextField
        label="Title"
        value={draft.title}
        maxLength={CONTENT_TITLE_MAX}
        onChange={(event) => update({ title: event.target.value })}
        error={errors.title}
        required
      />
      <TextAreaField
        label="Content"
        rows={4}
        value={draft.content}
        maxLength={CONTENT_BODY_MAX}
        onChange={(event) => update({ content: event.target.value })}
        error={errors.content}
        hint={`${draft.content.length} of ${CONTENT_BODY_MAX} characters`}
        required
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Frequency"
          value={draft.frequency}
          options={frequencyOptions}
          onChange={(event) => update({ frequency: event.target.value })}
        />
        <SelectField
          label="Season"
          value={draft.season}
          options={seasonOptions}
          onChange={(event) => update({ season: event.target.value })}
        />
        <SelectField
          label="Mood"
          value={draft.mood}
          options={moodOptions}
          onChange={(event) => update({ mood: event.target.value })}
        />
      </div>
      <SelectField
        label="Language"
        value={draft.language}
        options={languageOptions}
        onChange={(event) => update({ language: event.target.value })}
        error={errors.language}
        hint="A fun fact goes only to parents who read its language."
      />
      <TextField
        label="Tags"
        value={draft.tags}
        onChange={(event) => update({ tags: event.target.value })}
        error={errors.tags}
        hint="Separate tags with commas, for example: history, music"
      />
    </LibraryEditor>
  );
}
