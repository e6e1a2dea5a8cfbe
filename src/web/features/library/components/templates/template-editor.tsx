import { useRef, useState } from 'react';
import {
  libraryMessages,
  TEMPLATE_CONTENT_MAX,
  TEMPLATE_TITLE_MAX,
  templateSchema,
  type CategoryDto,
  type TemplateDto,
} from '@/shared/library';
import { isLanguage, type Language } from '@/shared/languages';
import type { ParentDto } from '@/shared/parents';
import { templateVariables, usesVariable } from '@/shared/template-variables';
import { Button } from '@/web/components/ui/button';
import { SelectField } from '@/web/components/ui/select-field';
import { TextAreaField } from '@/web/components/ui/text-area-field';
import { TextField } from '@/web/components/ui/text-field';
import { languageOptions } from '@/web/lib/family/labels';
import { useSaveTemplate } from '../../api/templates';
import { useEditorDraft } from '../../lib/editor-draft';
import { LibraryEditor } from '../library-editor';
import { TemplatePreview } from './template-preview';

interface Draft {
  title: string;
  messageContent: string;
  categoryId: string;
  medicationName: string;
  language: Language;
}

const draftOf = (template?: TemplateDto): Draft => ({
  title: template?.title ?? '',
  messageContent: template?.messageContent ?? '',
  categoryId: template?.categoryId ?? '',
  medicationName: template?.variables.medication_name ?? '',
  language: template?.language ?? 'en',
});

/** "in English", "in Spanish": what the dialog's title says it edits. */
const inLanguage: Record<Language, string> = { en: 'in English', es: 'in Spanish' };

/**
 * Create or edit a template. The variable buttons insert at the cursor; the preview fills them
 * with a real parent's values. A failed save keeps everything typed and says so in the dialog.
 */
export function TemplateEditor({
  template,
  categories,
  parents,
  onClose,
  onSaved,
}: {
  /** Absent for a new template. */
  template?: TemplateDto;
  categories: CategoryDto[];
  parents: ParentDto[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { draft, errors, update, checked } = useEditorDraft(() => draftOf(template));
  const [parentId, setParentId] = useState(parents[0]?.id ?? '');
  const save = useSaveTemplate();
  const contentId = 'template-message-content';
  // Until the owner has been in the message, a variable goes at its end, not before the text.
  const visitedMessage = useRef(false);

  const usesMedication = usesVariable(draft.messageContent, 'medication_name');
  // A medication reminder asks for the medication's name from the start, not after a failed save.
  const medicationCategory = categories.some(
    (category) => category.id === draft.categoryId && /medication/i.test(category.name),
  );
  const asksMedication = usesMedication || medicationCategory;
  const canSave = draft.title.trim() !== '' && draft.messageContent.trim() !== '';

  const insert = (name: string) => {
    const token = `{${name}}`;
    const text = draft.messageContent;
    // A textarea keeps its selection when the button takes focus, so this is where the cursor was.
    const found = document.getElementById(contentId);
    const area = found instanceof HTMLTextAreaElement ? found : null;
    const [start, end] =
      area && visitedMessage.current
        ? [area.selectionStart, area.selectionEnd]
        : [text.length, text.length];
    const next = `${text.slice(0, start)}${token}${text.slice(end)}`.slice(0, TEMPLATE_CONTENT_MAX);
    update({ messageContent: next });
    const caret = Math.min(start + token.length, next.length);
    // Back to the message, just after what was inserted, so typing carries on from there.
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(caret, caret);
    });
  };

  return (
    <LibraryEditor
      title={`${template ? 'Edit template' : 'New template'} ${inLanguage[draft.language]}`}
      saveLabel="Save template"
      canSave={canSave}
      saving={save.isPending}
      failed={save.isError ? libraryMessages.saveTemplate : undefined}
      onClose={onClose}
      onSubmit={() => {
        const input = checked(
          templateSchema.safeParse({
            title: draft.title,
            messageContent: draft.messageContent,
            categoryId: draft.categoryId || null,
            variables: usesMedication ? { medication_name: draft.medicationName } : {},
            language: draft.language,
          }),
          // The medication's name is the draft's own field, `variables` the template's.
          (field) => (field === 'variables' ? 'medicationName' : field),
        );
        if (input) save.mutate({ id: template?.id, input }, { onSuccess: onSaved });
      }}
    >
      <TextField
        label="Title"
        value={draft.title}
        maxLength={TEMPLATE_TITLE_MAX}
        onChange={(event) => update({ title: event.target.value })}
        error={errors.title}
        required
      />
      <SelectField
        label="Language"
        value={draft.language}
        options={languageOptions}
        onChange={(event) => {
          if (isLanguage(event.target.value)) update({ language: event.target.value });
        }}
        error={errors.language}
        hint={
          draft.language === 'es'
            ? 'As a favourite, it opens the texts of the parents who read Spanish.'
            : 'As a favourite, it opens the texts of the parents who read English.'
        }
      />
      <SelectField
        label="Category"
        value={draft.categoryId}
        placeholder="No category"
        options={categories.map((category) => ({ value: category.id, label: category.name }))}
        onChange={(event) => update({ categoryId: event.target.value })}
        error={errors.categoryId}
      />
      <TextAreaField
        id={contentId}
        label="Message content"
        rows={5}
        value={draft.messageContent}
        maxLength={TEMPLATE_CONTENT_MAX}
        onChange={(event) => update({ messageContent: event.target.value })}
        onFocus={() => {
          visitedMessage.current = true;
        }}
        error={errors.messageContent}
        hint={`${draft.messageContent.length} of ${TEMPLATE_CONTENT_MAX} characters`}
        required
      />
      <div role="group" aria-labelledby="template-variables-label" className="flex flex-col gap-2">
        <p id="template-variables-label" className="text-sm text-muted-fg">
          Insert a variable at the cursor:
        </p>
        <div className="flex flex-wrap gap-2">
          {templateVariables.map((name) => (
            <Button
              key={name}
              variant="secondary"
              className="px-3 font-mono text-sm"
              onClick={() => insert(name)}
              aria-label={`Insert {${name}}`}
            >
              {`{${name}}`}
            </Button>
          ))}
        </div>
      </div>
      {asksMedication && (
        <TextField
          label="Medication name"
          value={draft.medicationName}
          maxLength={100}
          onChange={(event) => update({ medicationName: event.target.value })}
          error={errors.medicationName}
          hint={
            usesMedication
              ? 'Fills {medication_name} in this template.'
              : 'Insert {medication_name} in the message to use it.'
          }
        />
      )}
      <TemplatePreview
        content={draft.messageContent}
        medicationName={draft.medicationName}
        language={draft.language}
        parents={parents}
        parentId={parentId}
        onParentChange={setParentId}
      />
    </LibraryEditor>
  );
}
