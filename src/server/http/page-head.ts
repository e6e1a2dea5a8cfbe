/** What a page's HTML head says about it, for search engines and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  canonical: string;
  type?: 'website' | 'article';
  image?: string;
  publishedTime?: string;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with this page's title, description, canonical link and Open Graph tags, so the
 * server's first answer already carries them (not only after the app's script runs).
 */
export function withPageHead(indexHtml: string, head: PageHead): string {
  const meta = [
    `<link rel="canonical" href="${escapeAttribute(head.canonical)}" />`,
    `<meta property="og:title" content="${escapeAttribute(head.title)}" />`,
    `<meta property="og:description" content="${escapeAttribute(head.description)}" />`,
    `<meta property="og:url" content="${escapeAttribute(head.canonical)}" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    ...(head.image
      ? [`<meta property="og:image" content="${escapeAttribute(head.image)}" />`]
      : []),
    ...(head.publishedTime
      ? [
          `<meta property="article:published_time" content="${escapeAttribute(head.publishedTime)}" />`,
        ]
      : []),
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
  ].join('\n    ');
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeAttribute(head.title)}</title>`)
    .replace(
      /<meta\s+name="description"[\s\S]*?\/>/,
      `<meta name="description" content="${escapeAttribute(head.description)}" />`,
    )
    .replace('</head>', `    ${meta}\n  </head>`);
}
