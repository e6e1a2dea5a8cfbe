import { Pencil, Star, Trash2 } from 'lucide-react';
import type { TemplateDto } from '@/shared/library';
import { usesVariable } from '@/shared/template-variables';
import { Button } from '@/web/components/ui/button';
import { LanguageBadge } from '../language-badge';
import { CategoryBadge } from './category-badge';

/** One template: category, title, text, and its favourite, edit and delete actions. */
export function TemplateCard({
  template,
  favouriteBusy,
  onToggleFavourite,
  onEdit,
  onDelete,
}: {
  template: TemplateDto;
  favouriteBusy: boolean;
  onToggleFavourite: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  // Only a value the text uses: a stored one the owner has since written out means nothing.
  const medication = usesVariable(template.messageContent, 'medication_name')
    ? template.variables.medication_name
    : undefined;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={template.category} />
          <LanguageBadge language={template.language} />
        </div>
        <Button
          variant="secondary"
          // The star is filled when pressed: a shape, not only a colour, tells the state.
          aria-pressed={template.isFavorite}
          aria-label={`Favourite ${template.title}`}
          busy={favouriteBusy}
          onClick={onToggleFavourite}
          className="px-3 aria-pressed:border-wait aria-pressed:bg-wait-bg"
        >
          {!favouriteBusy && (
            <Star
              aria-hidden="true"
              className={`size-5 ${template.isFavorite ? 'fill-wait text-wait' : 'text-muted-fg'}`}
            />
          )}
          Favourite
        </Button>
      </div>
      <h3 className="text-lg font-semibold break-words">{template.title}</h3>
      <p className="break-words whitespace-pre-wrap">{template.messageContent}</p>
      {medication && (
        <p className="text-sm text-muted-fg">
          Medication name: <span className="font-medium text-fg">{medication}</span>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${template.title}`}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Button>
        <Button variant="secondary" onClick={onDelete} aria-label={`Delete ${template.title}`}>
          <Trash2 aria-hidden="true" className="size-4 text-alert" />
          Delete
        </Button>
      </div>
    </li>
  );
}
