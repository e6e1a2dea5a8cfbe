import { Clock, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { OverviewParent } from '@/shared/dashboard';
import { familyMessages, MAX_PARENTS } from '@/shared/family';
import { formatPhone } from '@/shared/phone';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/dialog';
import { WeekStrip } from '@/web/components/week-strip';
import { displayName, relationshipLabels } from '@/web/lib/family/labels';
import { useRemoveParent } from '../../api/family-changes';
import { EditParentDialog } from './edit-parent-dialog';
import { OverviewSection } from './section';
import { SendCheckInButton } from './send-check-in-button';
import { isProtected } from '@/shared/protection';
import { ProtectionBadge, ProtectionNotice } from './protection-status';
import { Badge, TodayBadge } from './status-badge';

// In the parent's zone, as the family's texts give it.
const shortTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );

export const addParentPath = '/onboarding?step=parents';

/** A parent's card, for a link to it from the overview's top. */
export const parentCardId = (parentId: string) => `parent-${parentId}`;

const relationshipOf = (parent: OverviewParent) =>
  parent.relationshipType === 'other'
    ? parent.relationshipDescription || 'Other'
    : (relationshipLabels[parent.relationshipType as keyof typeof relationshipLabels] ??
      parent.relationshipType);

/** Add Parent, or the reason it cannot be pressed at four parents. */
export function AddParentButton({ parentCount }: { parentCount: number }) {
  const reasonId = useId();
  if (parentCount < MAX_PARENTS)
    return (
      <Link to={addParentPath} className={buttonClasses('secondary')}>
        <Plus aria-hidden="true" className="size-4" />
        Add Parent
      </Link>
    );
  return (
    <span className="flex flex-col items-start gap-1">
      <Button variant="secondary" disabled aria-describedby={reasonId}>
        <Plus aria-hidden="true" className="size-4" />
        Add Parent
      </Button>
      <span id={reasonId} className="text-sm text-muted-fg">
        {familyMessages.tooManyParents}
      </span>
    </span>
  );
}

/** "Your Parents": each with today's check-in, and send now, edit and remove. */
export function ParentsSection({ parents }: { parents: OverviewParent[] }) {
  const [editing, setEditing] = useState<OverviewParent>();
  const [removing, setRemoving] = useState<OverviewParent>();
  const remove = useRemoveParent();
  const lastReasonId = useId();
  const isLast = parents.length <= 1;

  return (
    <OverviewSection
      title="Your Parents"
      tour="parents"
      actions={<AddParentButton parentCount={parents.length} />}
    >
      {parents.length === 0 ? (
        <p className="text-muted-fg">No parents yet. Add one to start the daily check-in.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {parents.map((parent) => {
            const name = displayName(parent);
            return (
              <li
                key={parent.id}
                id={parentCardId(parent.id)}
                aria-label={name}
                className="flex flex-col gap-3 rounded-lg border border-border p-4"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="flex min-w-0 flex-col gap-0.5">
                    <h3 className="text-lg font-semibold break-words">
                      {`${parent.firstName} ${parent.lastName}`}
                      {parent.nickname && (
                        <span className="font-normal text-muted-fg"> ({parent.nickname})</span>
                      )}
                    </h3>
                    <p className="text-muted-fg">
                      {relationshipOf(parent)} ·{' '}
                      <span className="whitespace-nowrap">{formatPhone(parent.phone)}</span>
                    </p>
                    <p className="text-sm text-muted-fg">
                      {parent.checkInBy === 'call' ? 'Checked on by call' : 'Checked on by text'}
                      {parent.language === 'es' ? ' · in Spanish' : ''}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <ProtectionBadge parent={parent} />
                    {/* "Not sent yet" would promise a text that is not coming. */}
                    {(isProtected(parent.protection) || parent.today.status !== 'not_started') && (
                      <TodayBadge status={parent.today.status} />
                    )}
                    {parent.today.claimedBy && (
                      <Badge tone="info">
                        {parent.today.claimedBy.name} is on it (
                        {shortTime(parent.today.claimedBy.at, parent.timezone)})
                      </Badge>
                    )}
                  </div>
                </div>
                <ProtectionNotice parent={parent} />
                {parent.today.sendsBy && (
                  <p className="flex items-start gap-2 text-muted-fg">
                    <Clock aria-hidden="true" className="mt-1 size-4 shrink-0" />
                    <span>
                      Today’s text goes out by{' '}
                      <span className="whitespace-nowrap font-semibold text-fg">
                        {shortTime(parent.today.sendsBy, parent.timezone)}
                      </span>
                      : many texts are due at this minute, and the sending number sends them one
                      after another.
                    </span>
                  </p>
                )}
                <WeekStrip name={name} days={parent.strip} />
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <SendCheckInButton parentId={parent.id} name={name} />
                  <div className="flex flex-wrap gap-1">
                    <Button variant="ghost" onClick={() => setEditing(parent)}>
                      <Pencil aria-hidden="true" className="size-4" />
                      Edit <span className="sr-only">{name}</span>
                    </Button>
                    <Button
                      variant="ghost"
                      disabled={isLast}
                      aria-describedby={isLast ? lastReasonId : undefined}
                      onClick={() => {
                        remove.reset();
                        setRemoving(parent);
                      }}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      Remove <span className="sr-only">{name}</span>
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {isLast && parents.length === 1 && (
        <p id={lastReasonId} className="text-sm text-muted-fg">
          {familyMessages.lastParent} Add another before removing this one.
        </p>
      )}
      {editing && <EditParentDialog parent={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        open={removing !== undefined}
        title={`Remove ${removing ? displayName(removing) : ''}?`}
        message="Their daily check-ins stop and their check-in history is deleted. This cannot be undone."
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
