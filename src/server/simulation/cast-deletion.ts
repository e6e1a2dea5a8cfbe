import type { AccountService } from '../features/account/service';
import type { CastAccount } from './cast';

/**
 * The owner deletes her account at its turn (cast-events.ts), through the account service, as
 * "Delete my account" does, after the turn's people acted and what the service sent them was
 * seen. That comes seconds into the turn's minute (the clock moves on within a minute to the
 * reports of what was sent), so the account keeps, as its `deletedAt`, the moment the deletion
 * was really made, not the turn's first second. [14] reads "after the deletion" from it: the
 * answer to a reply sent at that turn reached the phone before the deletion, not after it.
 */
export async function deleteCastAccount(
  deps: { accountService: AccountService; now: () => Date },
  account: CastAccount,
) {
  const owner = account.recipients.find((recipient) => recipient.owner)!;
  account.deletedAt = deps.now().getTime();
  await deps.accountService.deleteAccount(account.userId, { email: owner.email });
  return owner;
}
