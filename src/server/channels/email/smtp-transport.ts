import nodemailer from 'nodemailer';
import type { EmailTransport } from './email-transport';

/** E-mail over SMTP (any provider: SES, Postmark, Mailgun… all speak it). */
export function createSmtpTransport(smtpUrl: string, messageIdDomain: string): EmailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(email) {
      const info = await transporter.sendMail({
        from: email.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: `<${email.id}@${messageIdDomain}>`,
        // RFC 8058: `List-Unsubscribe: <url>`, and the header that tells the mail provider it
        // may unsubscribe with one POST (so it never has to follow the link with a GET).
        ...(email.listUnsubscribeUrl
          ? {
              list: { unsubscribe: email.listUnsubscribeUrl },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : {}),
      });
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}
