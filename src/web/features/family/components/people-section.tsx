import type { UseMutationResult } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { OverviewSection } from '@/web/components/overview-section';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/dialog';
import { displayName } from '@/web/lib/family/labels';

interface Person {
  id: string;
  firstName: string;
  lastName: string;
  nickname: string;
}

/**
 * The overview's parents or family members: a card each, with Edit and Remove, then the dialog
 * that edits one and the one that confirms a removal. The last one cannot be removed; its Remove
 * is disabled and says why. What a card shows is the caller's `card`.
 */
export function PeopleSection<Someone extends Person>({
  title,
  tour,
  actions,
  people,
  empty,
  lastOne,
  removeWarning,
  remove,
  cardId,
  cardClassName,
  card,
  editor,
}: {
  title: string;
  /** The guided tour's anchor. */
  tour: string;
  actions: ReactNode;
  people: Someone[];
  /** What the section says while there is nobody. */
  empty: string;
  /** Why the last one cannot be removed. */
  lastOne: string;
  /** What a removal does, in its confirm dialog. */
  removeWarning: string;
  remove: UseMutationResult<unknown, Error, string>;
  cardId?: (person: Someone) => string;
  cardClassName: string;
  /** A card's content; `buttons` are its Edit and Remove, for the card to place. */
  card: (person: Someone, buttons: ReactNode) => ReactNode;
  editor: (person: Someone, onClose: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState<Someone>();
  const [removing, setRemoving] = useState<Someone>();
  const lastReasonId = useId();
  const isLast = people.length <= 1;

  const buttons = (person: Someone, name: string) => (
    <>
      <Button variant="ghost" onClick={() => setEditing(person)}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit <span className="sr-only">{name}</span>
      </Button>
      <Button
        variant="ghost"
        disabled={isLast}
        aria-describedby={isLast ? lastReasonId : undefined}
        onClick={() => {
          remove.reset();
          setRemoving(person);
        }}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Remove <span className="sr-only">{name}</span>
      </Button>
    </>
  );

  return (
    <OverviewSection title={title} tour={tour} actions={actions}>
      {people.length === 0 ? (
        <p className="text-muted-fg">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {people.map((person) => {
            const name = displayName(person);
            return (
              <li key={person.id} id={cardId?.(person)} aria-label={name} className={cardClassName}>
                {card(person, buttons(person, name))}
              </li>
            );
          })}
        </ul>
      )}
      {isLast && people.length === 1 && (
        <p id={lastReasonId} className="text-sm text-muted-fg">
          {lastOne} Add another before removing this one.
        </p>
      )}
      {editing && editor(editing, () => setEditing(undefined))}
      <ConfirmDialog
        open={removing !== undefined}
        title={`Remove ${removing ? displayName(removing) : ''}?`}
        message={removeWarning}
        confirmLabel="Remove"
        busy={remove.isPending}
        error={remove.error?.message}
        onCancel={() => setRemoving(undefined)}
        onConfirm={() =>
          removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(undefined) })
        }
      />
    </OverviewSection>
  );
}
