import { classifyReply } from '../../replies/classify-reply';

/**
 * The compliance keywords every text service must honour (docs/product.md §3): an opt-out (STOP or
 * any reasonable way of saying it), START, HELP. The channel acts on them the moment a text
 * arrives, before any feature reads it, so they come from the one set of reply rules
 * (src/server/replies): the channel and the check-in can never disagree about a reply.
 */
export type ComplianceKeyword = 'opt_out' | 'opt_in' | 'help';

export function classifyComplianceKeyword(body: string): ComplianceKeyword | undefined {
  const outcome = classifyReply(body);
  switch (outcome) {
    case 'opt_out':
    case 'opt_in':
    case 'help':
      return outcome;
    case 'ok':
    case 'needs_help':
    case 'other':
      return undefined;
  }
}
