import { monthlyPrice, formatDollars, priceCatalogue } from '@/shared/pricing';
import { onboardingCopy } from '@/shared/onboarding-copy';

/** What the family members add to the monthly price, from the one price catalogue. */
export function FamilyPriceNote({
  parents,
  familyMembers,
}: {
  parents: number;
  familyMembers: number;
}) {
  const { extraFamilyMembers } = monthlyPrice(parents, familyMembers);
  const each = formatDollars(priceCatalogue.extraFamilyMemberCents);
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-muted p-4">
      <p>{onboardingCopy.familyPricing(priceCatalogue.base.includedFamilyMembers, each)}</p>
      <p aria-live="polite" className="font-medium">
        {extraFamilyMembers === 0
          ? `${familyMembers} family ${familyMembers === 1 ? 'member' : 'members'}: included in your plan.`
          : `${familyMembers} family members: ${extraFamilyMembers} extra × ${each} = +${formatDollars(
              extraFamilyMembers * priceCatalogue.extraFamilyMemberCents,
            )}/month.`}
      </p>
    </div>
  );
}
