import { product } from '@/shared/product';
import { escapeHtml } from './escape-html';
import { stripHtml, stripText, type EmailStrip } from './week-strip-email';

/**
 * A paragraph: plain words, or words with links among them (an alert's number as a `tel:` link).
 * The text part reads a link as its words alone, so they must make sense without it.
 */
export type EmailParagraph = string | (string | { text: string; url: string })[];

export interface EmailContent {
  subject: string;
  /** The opening line, as a heading in HTML. */
  heading: string;
  paragraphs: EmailParagraph[];
  /** Parents' recent days, after the paragraphs: cells in HTML, a line each in the text. */
  strips?: EmailStrip[];
  /** The one thing to click, shown as a button and as a plain link. */
  action?: { label: string; url: string };
  /** Small print under the message (why they got it, how to stop). */
  footer?: string;
}

const textOf = (paragraph: EmailParagraph) =>
  typeof paragraph === 'string'
    ? paragraph
    : paragraph.map((part) => (typeof part === 'string' ? part : part.text)).join('');

const htmlOf = (paragraph: EmailParagraph) =>
  typeof paragraph === 'string'
    ? escapeHtml(paragraph)
    : paragraph
        .map((part) =>
          typeof part === 'string'
            ? escapeHtml(part)
            : `<a href="${escapeHtml(part.url)}" style="color:#0f766e;font-weight:600">${escapeHtml(part.text)}</a>`,
        )
        .join('');

/**
 * A plain-text part and a simple, readable HTML part from the same content; with an unsubscribe
 * link, both end with it, for readers whose mail program shows no button for the header.
 */
export function renderEmail(
  content: EmailContent,
  unsubscribeUrl?: string,
): {
  subject: string;
  text: string;
  html: string;
} {
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [textOf(paragraph), '']),
    ...(content.strips ?? []).flatMap((strip) => [stripText(strip), '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '—',
    product.name,
    ...(content.footer ? ['', content.footer] : []),
    ...(unsubscribeUrl ? ['', `Unsubscribe: ${unsubscribeUrl}`] : []),
  ].join('\n');

  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:14px;color:#4f5866">Or open this link: <a href="${escapeHtml(content.action.url)}" style="color:#0f766e">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;background:#faf7f2;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1d2430">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="font-size:14px;font-weight:600;color:#0f766e;margin:0 0 16px">${escapeHtml(product.name)}</p>
<h1 style="font-size:22px;line-height:1.3;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((paragraph) => `<p style="font-size:16px;line-height:1.6;margin:0 0 12px">${htmlOf(paragraph)}</p>`).join('\n')}
${(content.strips ?? []).map(stripHtml).join('\n')}
${button}
${content.footer ? `<p style="font-size:13px;color:#4f5866;margin-top:32px">${escapeHtml(content.footer)}</p>` : ''}
${unsubscribeUrl ? `<p style="font-size:13px;color:#4f5866"><a href="${escapeHtml(unsubscribeUrl)}" style="color:#0f766e">Unsubscribe</a></p>` : ''}
</div></body></html>`;
  return { subject: content.subject, text, html };
}
