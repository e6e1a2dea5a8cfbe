import type { Language } from '@/shared/languages';
import type { ParentDto } from '@/shared/parents';
import { parseTemplate } from '@/shared/template-grammar';
import { fillVariables } from '@/shared/template-variables';
import { SelectField } from '@/web/components/ui/select-field';

/** Today's date where the parent lives, as YYYY-MM-DD. */
const todayIn = (timezone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/**
 * The template as the chosen parent would read it today, filled by the same code that fills the
 * real check-in. Without parents the sample name keeps the preview useful.
 */
export function TemplatePreview({
  content,
  medicationName,
  language,
  parents,
  parentId,
  onParentChange,
}: {
  content: string;
  medicationName: string;
  /** The template's language: its dates and times are written in it. */
  language: Language;
  parents: ParentDto[];
  parentId: string;
  onParentChange: (parentId: string) => void;
}) {
  const parent = parents.find((candidate) => candidate.id === parentId) ?? parents[0];
  // A message the grammar refuses is never sent, so it has no preview: the reason shows instead
  // of a guess (it once dropped "{nmae}" and showed "Good morning !").
  const parsed = parseTemplate(content.trim());
  const preview = fillVariables(content, {
    parentName: parent ? parent.nickname || parent.firstName : 'Mom',
    localDate: todayIn(parent?.timezone ?? 'America/New_York'),
    localTime: parent?.messageTime ?? '09:00',
    own: { medication_name: medicationName },
    language,
  });
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-muted p-3">
      {parents.length > 1 && (
        <SelectField
          label="Preview for"
          value={parent?.id}
          onChange={(event) => onParentChange(event.target.value)}
          options={parents.map((option) => ({
            value: option.id,
            label: `${option.firstName} ${option.lastName}`,
          }))}
        />
      )}
      <div className="flex flex-col gap-1">
        <h3 className="font-medium">
          {parent
            ? `Preview for ${parent.firstName} ${parent.lastName}`
            : 'Preview (with a sample name)'}
        </h3>
        <p
          className="rounded-lg bg-card px-3 py-2 break-words whitespace-pre-wrap"
          data-testid="template-preview"
        >
          {!parsed.ok ? (
            <span className="text-alert">Can’t be sent as written: {parsed.problem}</span>
          ) : (
            preview || <span className="text-muted-fg">Type a message to see it here.</span>
          )}
        </p>
      </div>
    </div>
  );
}
