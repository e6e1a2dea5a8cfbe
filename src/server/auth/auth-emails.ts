import type { EmailContent } from '../channels/email/email-template';
import { product } from '../../shared/product';

export function signInLinkEmail(url: string, isNewAccount: boolean): EmailContent {
  if (isNewAccount) {
    return {
      subject: `Confirm your email for ${product.name}`,
      heading: 'Confirm your email to finish signing up',
      paragraphs: [
        `Welcome to ${product.name}. Open the link below to confirm your email address and sign in.`,
        'The link works once and expires in 10 minutes.',
      ],
      action: { label: 'Confirm my email', url },
      footer:
        "If you didn't sign up, you can ignore this email: no account is created until the link is opened.",
    };
  }
  return {
    subject: `Your ${product.name} sign-in link`,
    heading: 'Sign in to your account',
    paragraphs: ['Open the link below to sign in. It works once and expires in 10 minutes.'],
    action: { label: 'Sign in', url },
    footer: "If you didn't ask to sign in, you can ignore this email.",
  };
}

export function passwordResetEmail(url: string): EmailContent {
  return {
    subject: `Reset your ${product.name} password`,
    heading: 'Reset your password',
    paragraphs: [
      'Someone (hopefully you) asked to reset the password of your account.',
      'Open the link below to choose a new one. It works once and expires in 30 minutes.',
    ],
    action: { label: 'Choose a new password', url },
    footer: "If you didn't ask for this, you can ignore this email; your password stays as it is.",
  };
}
