import type { CastAccount, CastParent } from '../cast';
import type { Act } from '../observer';

/**
 * When a parent first stopped the service: an opt-out by text, or 9 pressed on a call that
 * takes keys. It ends her agreement (her consent fails): START later lets texts reach her number
 * again, but nothing the account chose for her (docs/product.md §3).
 */
export const stoppedAt = (acts: Act[], account: CastAccount, parent: CastParent) =>
  acts.find(
    (act) =>
      act.from === parent.phone &&
      (act.outcome === 'opt_out' || (act.body === 'press-9' && account.voiceResponse !== 'voice')),
  )?.at;
