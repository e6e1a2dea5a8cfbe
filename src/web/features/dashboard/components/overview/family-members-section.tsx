import { MailCheck, MailQuestion, MailX, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { OverviewParent } from '@/shared/dashboard';
import { emailConsentLabels } from '@/shared/email-consent';
import { familyMessages } from '@/shared/family';
import type { FamilyMemberDto } from '@/shared/family-members';
import { formatPhone } from '@/shared/phone';
import { Button, buttonClasses } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/dialog';
import { displayName, notificationLabels } from '@/web/lib/family/labels';
import { useRemoveFamilyMember } from '../../api/family-changes';
import { EditFamilyMemberDialog } from './edit-family-member-dialog';
import { OverviewSection } from './section';
import { Badge } from './status-badge';

export const addFamilyMemberPath = '/onboarding?step=family-members';

const toldBy: Record<FamilyMemberDto['notificationPreference'], string> = {
  sms: 'Told by text',
  email: 'Told by email',
  both: 'Told by text and email',
};

// Whether their address agreed to e-mail (PRODUCT.md §3): amber while waiting, as SMS consent.
const emailBadges: Record<
  FamilyMemberDto['emailStatus'],
  { tone: 'ok' | 'wait' | 'neutral'; Icon: typeof MailCheck }
> = {
  waiting: { tone: 'wait', Icon: MailQuestion },
  confirmed: { tone: 'ok', Icon: MailCheck },
  unsubscribed: { tone: 'neutral', Icon: MailX },
};

function EmailBadge({ status }: { status: FamilyMemberDto['emailStatus'] }) {
  const { tone, Icon } = emailBadges[status];
  return (
    <Badge tone={tone} Icon={Icon}>
      {emailConsentLabels[status]}
    </Badge>
  );
}

/** The family members: how each is told, and which parents they follow. */
export function FamilyMembersSection({
  members,
  parents,
}: {
  members: FamilyMemberDto[];
  parents: OverviewParent[];
}) {
  const [editing, setEditing] = useState<FamilyMemberDto>();
  const [removing, setRemoving] = useState<FamilyMemberDto>();
  const remove = useRemoveFamilyMember();
  const lastReasonId = useId();
  const isLast = members.length <= 1;
  const parentName = new Map(parents.map((parent) => [parent.id, displayName(parent)]));

  return (
    <OverviewSection
      title="Family Members"
      tour="family-members"
      actions={
        <Link to={addFamilyMemberPath} className={buttonClasses('secondary')}>
          <Plus aria-hidden="true" className="size-4" />
          Add Family Member
        </Link>
      }
    >
      {members.length === 0 ? (
        <p className="text-muted-fg">No family members yet. Add one so someone is told.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {members.map((member) => {
            const name = displayName(member);
            const follows = member.parentIds
              .map((id) => parentName.get(id))
              .filter((followed): followed is string => Boolean(followed));
            return (
              <li
                key={member.id}
                aria-label={name}
                className="flex flex-col gap-2 rounded-lg border border-border p-4 sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="flex min-w-0 flex-col gap-0.5">
                  <h3 className="text-lg font-semibold break-words">{name}</h3>
                  <p className="text-muted-fg">
                    <span className="whitespace-nowrap">{formatPhone(member.cellPhone)}</span>
                    {' · '}
                    <span className="break-all">{member.email}</span>
                  </p>
                  <p>
                    {toldBy[member.notificationPreference] ??
                      notificationLabels[member.notificationPreference]}{' '}
                    about {follows.length > 0 ? follows.join(', ') : 'no parent'}
                  </p>
                  <p className="flex flex-wrap gap-1">
                    <EmailBadge status={member.emailStatus} />
                  </p>
                </div>
                <div className="flex shrink-0 flex-wrap gap-1">
                  <Button variant="ghost" onClick={() => setEditing(member)}>
                    <Pencil aria-hidden="true" className="size-4" />
                    Edit <span className="sr-only">{name}</span>
                  </Button>
                  <Button
                    variant="ghost"
                    disabled={isLast}
                    aria-describedby={isLast ? lastReasonId : undefined}
                    onClick={() => {
                      remove.reset();
                      setRemoving(member);
                    }}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Remove <span className="sr-only">{name}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {isLast && members.length === 1 && (
        <p id={lastReasonId} className="text-sm text-muted-fg">
          {familyMessages.lastFamilyMember} Add another before removing this one.
        </p>
      )}
      {editing && (
        <EditFamilyMemberDialog
          member={editing}
          parents={parents}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={removing !== undefined}
        title={`Remove ${removing ? displayName(removing) : ''}?`}
        message="They will no longer be told how your parents are. This cannot be undone."
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
