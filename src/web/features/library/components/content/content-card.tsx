import { Lock } from 'lucide-react';
import type { ContentDto } from '@/shared/library';
import { LanguageBadge } from '../language-badge';
import { LibraryCard } from '../library-card';
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
  const own = !item.isSystemContent;
  return (
    <LibraryCard
      title={item.title}
      text={item.content}
      badges={
        <>
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
        </>
      }
      onEdit={own ? onEdit : undefined}
      onDelete={own ? onDelete : undefined}
    >
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
    </LibraryCard>
  );
}
