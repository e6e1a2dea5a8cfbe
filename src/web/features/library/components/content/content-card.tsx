import { Lock, Pencil, Trash2 } from 'lucide-react';
import type { ContentDto } from '@/shared/library';
import { Button } from '@/web/components/ui/button';
import { LanguageBadge } from '../language-badge';
import {
  frequencyOptions,
  labelOf,
  moodOptions,
  seasonOptions,
  typeOptions,
} from './content-labels';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** One content item. System items are marked and offer no edit or delete. */
export function ContentCard({
  item,
  onEdit,
  onDelete,
}: {
  item: ContentDto;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const details: [string, string][] = [
    ['Frequency', labelOf(frequencyOptions, item.frequency)],
    ['Season', labelOf(seasonOptions, item.season)],
    ['Mood', labelOf(moodOptions, item.mood)],
    ['Used', item.usageCount === 1 ? 'once' : `${item.usageCount} times`],
    ['Last used', item.lastUsedAt ? dateFormat.format(new Date(item.lastUsedAt)) : 'never'],
  ];
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-muted px-2.5 py-1 text-sm font-medium">
          {labelOf(typeOptions, item.contentType)}
        </span>
        <LanguageBadge language={item.language} />
        {item.isSystemContent && (
          <span className="inline-flex items-center gap-1 rounded-full border border-border px-2.5 py-1 text-sm font-medium text-muted-fg">
            <Lock aria-hidden="true" className="size-3.5" />
            System content
          </span>
        )}
      </div>
      <h3 className="text-lg font-semibold break-words">{item.title}</h3>
      <p className="break-words whitespace-pre-wrap">{item.content}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        {details.map(([term, value]) => (
          <div key={term} className="flex flex-wrap gap-1">
            <dt className="text-muted-fg">{term}:</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {item.tags.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {item.tags.map((tag) => (
            <li key={tag} className="rounded-md bg-muted px-2 py-0.5 text-sm">
              #{tag}
            </li>
          ))}
        </ul>
      )}
      {!item.isSystemContent && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${item.title}`}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
          <Button variant="secondary" onClick={onDelete} aria-label={`Delete ${item.title}`}>
            <Trash2 aria-hidden="true" className="size-4 text-alert" />
            Delete
          </Button>
        </div>
      )}
    </li>
  );
}
