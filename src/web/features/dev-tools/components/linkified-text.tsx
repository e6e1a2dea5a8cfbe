import { Fragment } from 'react';

// Punctuation that ends a sentence rather than a URL ("Open https://x.test/a." links /a).
const trailingPunctuation = /[.,;:!?'"’”)\]]+$/;

/** Splits text into plain runs and http(s) addresses, in order. */
export function splitLinks(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let rest = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    let url = match[0];
    const trailing = trailingPunctuation.exec(url)?.[0] ?? '';
    // Keep a closing bracket that belongs to the URL, as in a Wikipedia-style path "(x)".
    const kept = trailing.startsWith(')') && url.includes('(') ? trailing.slice(0, 1) : '';
    url = url.slice(0, url.length - trailing.length) + kept;
    if (match.index > rest) parts.push({ text: text.slice(rest, match.index) });
    parts.push({ text: url, href: url });
    rest = match.index + url.length;
  }
  if (rest < text.length) parts.push({ text: text.slice(rest) });
  return parts;
}

/**
 * Plain text with every web address as a real link that opens in this tab, so a sign-in link
 * from an e-mail or a text can be followed as the recipient would.
 */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, index) =>
        part.href ? (
          <a
            key={index}
            href={part.href}
            className="text-primary underline [overflow-wrap:anywhere] underline-offset-4 hover:no-underline"
          >
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
