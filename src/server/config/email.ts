import { z } from 'zod';
import { product } from '@/shared/product';
import { blankToUndefined } from './variables';

/** The SMTP server e-mails go through (the dev mailbox when unset), and whom they come from. */
export const emailEnvironment = z.object({
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((value) => /^smtps?:\/\//.test(value), 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  EMAIL_FROM: z.preprocess(blankToUndefined, z.string().optional()),
  SUPPORT_EMAIL: z.preprocess(blankToUndefined, z.email('must be an e-mail address').optional()),
});

export interface EmailConfig {
  smtpUrl?: string;
  from: string;
  supportAddress: string;
}

export function emailOf(vars: z.output<typeof emailEnvironment>): EmailConfig {
  const supportAddress = vars.SUPPORT_EMAIL ?? product.supportEmail;
  return {
    smtpUrl: vars.SMTP_URL,
    from: vars.EMAIL_FROM ?? `${product.name} <${supportAddress}>`,
    supportAddress,
  };
}
