import type { AccountService } from '../features/account/service';
import type { CastAccount } from './cast';

/**
 * The owner deletes her account at its turn (cast-events.ts), through the account service, as
 * "Delete my account" does.
 */
export async function deleteCastAccount(
  deps: { accountService: AccountService; now: () => Date },
  account: CastAccount,
) {
  const owner = account.recipients.find((recipient) => recipient.owner)!;
  await deps.accountService.deleteAccount(account.userId, { email: owner.email });
  return owner;
}
