import { escapeHtml } from '../../channels/email/escape-html';
import { product } from '@/shared/product';

/**
 * The small pages an e-mail's links open, rendered here: they work without an account, without
 * the app's script, and in any mail program's browser. Light or dark as the device is.
 */
export function emailLinkPage(page: {
  title: string;
  paragraphs: string[];
  /** A button that POSTs back to the same address (never a GET that acts: mail scanners). */
  button?: { label: string; fields?: Record<string, string> };
}) {
  const form = page.button
    ? `<form method="post">${Object.entries(page.button.fields ?? {})
        .map(
          ([name, value]) =>
            `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
        )
        .join('')}<button type="submit">${escapeHtml(page.button.label)}</button></form>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(page.title)} · ${escapeHtml(product.name)}</title>
<style>
:root{color-scheme:light dark;--bg:#faf7f2;--fg:#1d2430;--muted:#4f5866;--primary:#0f766e;--on-primary:#fff;--card:#fff;--border:#e3ddd3}
@media (prefers-color-scheme:dark){:root{--bg:#12161c;--fg:#eef1f5;--muted:#aab3bf;--primary:#5eead4;--on-primary:#0b1f1c;--card:#1b2129;--border:#2c3440}}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
main{max-width:560px;margin:0 auto;padding:32px 20px}
.brand{font-weight:600;color:var(--primary);margin:0 0 24px}
.card{background:var(--card);border:1px solid var(--border);border-radius:12px;padding:20px}
h1{font-size:1.6rem;line-height:1.3;margin:0 0 12px}
p{margin:0 0 12px}
button{min-height:44px;padding:10px 20px;border:0;border-radius:8px;background:var(--primary);color:var(--on-primary);font:inherit;font-weight:600;cursor:pointer}
button:focus-visible{outline:3px solid var(--fg);outline-offset:2px}
</style></head>
<body><main>
<p class="brand">${escapeHtml(product.name)}</p>
<div class="card">
<h1>${escapeHtml(page.title)}</h1>
${page.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${form}
</div>
</main></body></html>`;
}

export const badLinkPage = () =>
  emailLinkPage({
    title: 'This link cannot be opened',
    paragraphs: ['Check that the whole link was copied from the e-mail.'],
  });
