import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';

/**
 * One parent's or family member's card in the wizard: a heading with the number and, once
 * typed, the name; a Remove button unless this is the last one; then the fields.
 */
export function PersonCard({
  headingId,
  title,
  name,
  onRemove,
  children,
}: {
  headingId: string;
  /** "Parent 2", "Family member 1" */
  title: string;
  name: string;
  /** Absent for the last one, which cannot be removed. */
  onRemove?: () => void;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-border p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-xl font-semibold">
          {name ? `${title} · ${name}` : title}
        </h3>
        {onRemove && (
          <Button variant="ghost" onClick={onRemove}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove <span className="sr-only">{name || title}</span>
          </Button>
        )}
      </div>
      {children}
    </section>
  );
}
