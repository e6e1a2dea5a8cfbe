import { Star } from 'lucide-react';
import type { TemplateDto } from '@/shared/library';
import { usesVariable } from '@/shared/template-variables';
import { Button } from '@/web/components/ui/button';
import { LanguageBadge } from '../language-badge';
import { LibraryCard } from '../library-card';
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
    <LibraryCard
      title={template.title}
      text={template.messageContent}
      badges={
        <>
          <CategoryBadge category={template.category} />
          <LanguageBadge language={template.language} />
        </>
      }
      aside={
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
      }
      onEdit={onEdit}
      onDelete={onDelete}
    >
      {medication && (
        <p className="text-sm text-muted-fg">
          Medication name: <span className="font-medium text-fg">{medication}</span>
        </p>
      )}
    </LibraryCard>
  );
}
