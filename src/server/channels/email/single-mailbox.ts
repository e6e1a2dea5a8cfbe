import addressparser from 'nodemailer/lib/addressparser';

/**
 * Whether nodemailer, which delivers our mail, reads `to` as exactly this one mailbox: no list,
 * no group, no display name around another address. The shared e-mail field only lets such
 * addresses through; the e-mail channel checks again, so a route that forgot the field cannot
 * turn one request into mail for someone else.
 */
export function isSingleMailbox(to: string) {
  const parsed = addressparser(to, { flatten: true });
  return parsed.length === 1 && parsed[0]!.address === to && parsed[0]!.name === '';
}
