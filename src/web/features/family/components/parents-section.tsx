import { Clock, Plus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { OverviewParent } from '@/shared/dashboard';
import { familyMessages, MAX_PARENTS } from '@/shared/family';
import { formatPhone } from '@/shared/phone';
import { isProtected } from '@/shared/protection';
import { BackupContactsList } from '@/web/components/family/backup-contacts-list';
import { SendCheckInButton } from '@/web/components/family/send-check-in-button';
import { Badge, TodayBadge } from '@/web/components/status-badge';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { WeekStrip } from '@/web/components/week-strip';
import { displayName, relationshipLabel } from '@/web/lib/family/labels';
import { clockOf } from '@/web/lib/time-of';
import { useRemoveParent } from '../api/family-changes';
import { EditParentDialog } from './edit-parent-dialog';
import { PeopleSection } from './people-section';
import { TodaysCheckIns } from './todays-check-ins';

// In the parent's zone, as the family's texts give it, named when it is not the viewer's.
const shortTime = clockOf;

export const addParentPath = '/onboarding?step=parents';

/** A parent's card, for a link to it from the overview's top. */
export const parentCardId = (parentId: string) => `parent-${parentId}`;

const relationshipOf = (parent: OverviewParent) =>
  parent.relationshipType === 'other'
    ? parent.relationshipDescription || 'Other'
    : relationshipLabel(parent.relationshipType);

/** What another feature shows on a parent's card: a badge by today's, a notice below her name. */
export interface ParentCardExtras {
  badge: ReactNode;
  notice: ReactNode;
}

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

/** Why no weather warning is read for her (docs/product.md §2.16). */
const noWeatherWarnings = {
  zip_not_recognised: 'No weather warnings: ZIP code not recognised',
  outside_us: 'No weather warnings outside the United States',
} as const;

/**
 * "Your Parents": each with today's check-in, and send now, edit and remove. `extrasOf` adds
 * what the page composes in from elsewhere (whether she is protected).
 */
export function ParentsSection({
  parents,
  extrasOf,
}: {
  parents: OverviewParent[];
  extrasOf?: (parent: OverviewParent) => ParentCardExtras;
}) {
  const remove = useRemoveParent();
  return (
    <PeopleSection
      title="Your Parents"
      tour="parents"
      actions={<AddParentButton parentCount={parents.length} />}
      people={parents}
      empty="No parents yet. Add one to start the daily check-in."
      lastOne={familyMessages.lastParent}
      removeWarning="Their daily check-ins stop and their check-in history is deleted. This cannot be undone."
      remove={remove}
      cardId={(parent) => parentCardId(parent.id)}
      cardClassName="flex flex-col gap-3 rounded-lg border border-border p-4"
      card={(parent, buttons) => (
        <ParentCardBody parent={parent} extras={extrasOf?.(parent)} buttons={buttons} />
      )}
      editor={(parent, onClose) => <EditParentDialog parent={parent} onClose={onClose} />}
    />
  );
}

function ParentCardBody({
  parent,
  extras,
  buttons,
}: {
  parent: OverviewParent;
  extras: ParentCardExtras | undefined;
  buttons: ReactNode;
}) {
  const name = displayName(parent);
  return (
    <>
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
          {parent.weatherLocation !== 'found' && (
            <p className="text-sm text-muted-fg">{noWeatherWarnings[parent.weatherLocation]}</p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {extras?.badge}
          {/* "Not sent yet" would promise a text that is not coming. */}
          {(isProtected(parent.protection) || parent.today.status !== 'not_started') && (
            <TodayBadge status={parent.today.status} />
          )}
          {/* Said is said: who closed it with "SHE'S OK" is not "on it" (issue 39). */}
          {parent.today.resolvedBy ? (
            <Badge tone="ok">
              {parent.today.resolvedBy.name} says {name} is OK (
              {shortTime(parent.today.resolvedBy.at, parent.timezone)})
            </Badge>
          ) : (
            parent.today.claimedBy && (
              <Badge tone="info">
                {parent.today.claimedBy.name} is on it (
                {shortTime(parent.today.claimedBy.at, parent.timezone)})
              </Badge>
            )
          )}
        </div>
      </div>
      {extras?.notice}
      <TodaysCheckIns parent={parent} />
      {parent.today.sendsBy && (
        <p className="flex items-start gap-2 text-muted-fg">
          <Clock aria-hidden="true" className="mt-1 size-4 shrink-0" />
          <span>
            Today’s text goes out by{' '}
            <span className="whitespace-nowrap font-semibold text-fg">
              {shortTime(parent.today.sendsBy, parent.timezone)}
            </span>
            : many texts are due at this minute, and the sending number sends them one after
            another.
          </span>
        </p>
      )}
      <WeekStrip name={name} days={parent.strip} />
      <div className="flex flex-wrap items-start justify-between gap-2">
        <SendCheckInButton parentId={parent.id} name={name} />
        <div className="flex flex-wrap gap-1">{buttons}</div>
      </div>
      <div className="border-t border-border pt-3">
        <BackupContactsList parent={{ id: parent.id, name }} />
      </div>
    </>
  );
}
