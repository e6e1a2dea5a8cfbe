import { describe, expect, it } from 'vitest';
import { parsePost } from './posts';

describe('parsePost', () => {
  it('reads the front matter and renders the Markdown body', () => {
    const post = parsePost(
      'hello',
      `---\ntitle: "Hello"\ndate: "2025-06-28"\nexcerpt: Short.\ntags: [family, tips]\nauthor: Maya\nimage: /blog/images/x.svg\n---\n\n## A heading\n\n${'word '.repeat(600)}`,
    );
    expect(post).toMatchObject({
      slug: 'hello',
      title: 'Hello',
      date: '2025-06-28',
      excerpt: 'Short.',
      tags: ['family', 'tips'],
      author: 'Maya',
      readingTime: '3 min read',
      image: '/blog/images/x.svg',
    });
    expect(post.html).toContain('<h2>A heading</h2>');
  });

  it('fills in the specification defaults for missing fields', () => {
    const post = parsePost('bare', 'Just a body.', new Date('2026-01-02T10:00:00Z'));
    expect(post).toMatchObject({
      title: 'Untitled Post',
      date: '2026-01-02',
      excerpt: 'No excerpt available',
      tags: [],
      author: 'The Family Check-In Team',
      readingTime: '1 min read',
    });
    expect(parsePost('empty', '---\ntitle: x\n---\n').readingTime).toBe('3 min read');
  });
});
