import { useRef, useState, type FormEvent } from 'react';
import {
  libraryMessages,
  TEMPLATE_CONTENT_MAX,
  TEMPLATE_TITLE_MAX,
  templateSchema,
  type CategoryDto,
  type TemplateDto,
} from '@/shared/library';
import type { Language } from '@/shared/languages';
import type { ParentDto } from '@/shared/parents';
import { templateVariables, usesVariable } from '@/shared/template-variables';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogActions } from '@/web/components/ui/dialog';
import { Notice } from '@/web/components/ui/notice';
import { SelectField } from '@/web/components/ui/select-field';
import { TextAreaField } from '@/web/components/ui/text-area-field';
import { TextField } from '@/web/components/ui/text-field';
import { languageOptions } from '@/web/lib/family/labels';
import { useSaveTemplate } from '../../api/templates';
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
  const [draft, setDraft] = useState(() => draftOf(template));
  const [parentId, setParentId] = useState(parents[0]?.id ?? '');
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const save = useSaveTemplate();
  const contentId = 'template-message-content';
  // Until the owner has been in the message, a variable goes at its end, not before the text.
  const visitedMessage = useRef(false);

  const update = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));
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
    const area = document.getElementById(contentId) as HTMLTextAreaElement | null;
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = templateSchema.safeParse({
      title: draft.title,
      messageContent: draft.messageContent,
      categoryId: draft.categoryId || null,
      variables: usesMedication ? { medication_name: draft.medicationName } : {},
      language: draft.language,
    });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'variables' ? 'medicationName' : issue.path[0];
        found[field as keyof Draft] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate({ id: template?.id, input: parsed.data }, { onSuccess: onSaved });
  };

  return (
    <Dialog
      open
      onClose={save.isPending ? () => {} : onClose}
      title={`${template ? 'Edit template' : 'New template'} ${inLanguage[draft.language]}`}
      size="lg"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
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
          onChange={(event) => update({ language: event.target.value as Language })}
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
        <div
          role="group"
          aria-labelledby="template-variables-label"
          className="flex flex-col gap-2"
        >
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
        {save.isError && <Notice tone="error">{libraryMessages.saveTemplate}</Notice>}
        <DialogActions onCancel={onClose} cancelDisabled={save.isPending}>
          <Button type="submit" disabled={!canSave} busy={save.isPending}>
            Save template
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
