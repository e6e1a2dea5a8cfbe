import { MailCheck, MailQuestion, MailX, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { OverviewParent } from '@/shared/dashboard';
import { emailConsentLabels } from '@/shared/email-consent';
import { familyMessages } from '@/shared/family';
import type { FamilyMemberDto } from '@/shared/family-members';
import { formatPhone } from '@/shared/phone';
import { Badge } from '@/web/components/status-badge';
import { buttonClasses } from '@/web/components/ui/button';
import { displayName, notificationLabels } from '@/web/lib/family/labels';
import { useRemoveFamilyMember } from '../api/family-changes';
import { EditFamilyMemberDialog } from './edit-family-member-dialog';
import { PeopleSection } from './people-section';

export const addFamilyMemberPath = '/onboarding?step=family-members';

const toldBy: Record<FamilyMemberDto['notificationPreference'], string> = {
  sms: 'Told by text',
  email: 'Told by email',
  both: 'Told by text and email',
};

// Whether their address agreed to e-mail (docs/product.md §3): amber while waiting, as SMS consent.
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
  const remove = useRemoveFamilyMember();
  const parentName = new Map(parents.map((parent) => [parent.id, displayName(parent)]));
  const followedBy = (member: FamilyMemberDto) =>
    member.parentIds
      .map((id) => parentName.get(id))
      .filter((followed): followed is string => Boolean(followed));

  return (
    <PeopleSection
      title="Family Members"
      tour="family-members"
      actions={
        <Link to={addFamilyMemberPath} className={buttonClasses('secondary')}>
          <Plus aria-hidden="true" className="size-4" />
          Add Family Member
        </Link>
      }
      people={members}
      empty="No family members yet. Add one so someone is told."
      lastOne={familyMessages.lastFamilyMember}
      removeWarning="They will no longer be told how your parents are. This cannot be undone."
      remove={remove}
      cardClassName="flex flex-col gap-2 rounded-lg border border-border p-4 sm:flex-row sm:items-start sm:justify-between"
      card={(member, buttons) => {
        const follows = followedBy(member);
        return (
          <>
            <div className="flex min-w-0 flex-col gap-0.5">
              <h3 className="text-lg font-semibold break-words">{displayName(member)}</h3>
              <p className="text-muted-fg">
                {member.cellPhone && (
                  <span className="whitespace-nowrap">{formatPhone(member.cellPhone)}</span>
                )}
                {member.cellPhone && member.email && ' · '}
                {member.email && <span className="break-all">{member.email}</span>}
              </p>
              <p>
                {toldBy[member.notificationPreference] ??
                  notificationLabels[member.notificationPreference]}{' '}
                about {follows.length > 0 ? follows.join(', ') : 'no parent'}
              </p>
              {member.email && (
                <p className="flex flex-wrap gap-1">
                  <EmailBadge status={member.emailStatus} />
                </p>
              )}
            </div>
            <div className="flex shrink-0 flex-wrap gap-1">{buttons}</div>
          </>
        );
      }}
      editor={(member, onClose) => (
        <EditFamilyMemberDialog member={member} parents={parents} onClose={onClose} />
      )}
    />
  );
}
