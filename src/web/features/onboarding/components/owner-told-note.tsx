import { UserCheck } from 'lucide-react';
import { onboardingCopy } from '@/shared/onboarding-copy';
import { useProfile } from '../api/profile';

/**
 * The owner is among those told (docs/product.md §2): shown first in the list of people who hear
 * about the parents, so nobody adds themselves as a family member to be sure of it.
 */
export function OwnerToldNote() {
  const profile = useProfile();
  if (!profile.data) return null;
  const name = `${profile.data.firstName} ${profile.data.lastName}`.trim();
  return (
    <p className="flex items-start gap-3 rounded-xl border border-border bg-muted p-4">
      <UserCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ok" />
      <span>{onboardingCopy.ownerInFamily(name)}</span>
    </p>
  );
}
