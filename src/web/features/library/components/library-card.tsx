import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';

/**
 * One template or content item: its badges (and `aside`, at the row's end), title and text,
 * what else the kind shows (`children`), then Edit and Delete unless it cannot be changed.
 */
export function LibraryCard({
  title,
  text,
  badges,
  aside,
  onEdit,
  onDelete,
  children,
}: {
  title: string;
  text: string;
  badges: ReactNode;
  aside?: ReactNode;
  /** Both absent for an item the owner cannot change. */
  onEdit?: () => void;
  onDelete?: () => void;
  children?: ReactNode;
}) {
  const badgeRow = <div className="flex flex-wrap items-center gap-2">{badges}</div>;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 sm:p-5">
      {aside ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {badgeRow}
          {aside}
        </div>
      ) : (
        badgeRow
      )}
      <h3 className="text-lg font-semibold break-words">{title}</h3>
      <p className="break-words whitespace-pre-wrap">{text}</p>
      {children}
      {onEdit && onDelete && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${title}`}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
          <Button variant="secondary" onClick={onDelete} aria-label={`Delete ${title}`}>
            <Trash2 aria-hidden="true" className="size-4 text-alert" />
            Delete
          </Button>
        </div>
      )}
    </li>
  );
}
