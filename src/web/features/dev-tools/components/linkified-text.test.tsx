import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkifiedText, splitLinks } from './linkified-text';

describe('LinkifiedText', () => {
  it('turns every http(s) address into a link and leaves the rest as text', () => {
    render(
      <p>
        <LinkifiedText
          text={'Sign in: http://localhost:3000/auth/callback?code=a1&next=%2F\nOr https://x.test'}
        />
      </p>,
    );
    expect(screen.getByRole('link', { name: /auth\/callback/ })).toHaveAttribute(
      'href',
      'http://localhost:3000/auth/callback?code=a1&next=%2F',
    );
    expect(screen.getByRole('link', { name: 'https://x.test' })).not.toHaveAttribute('target');
    expect(screen.getByText(/Sign in:/)).toBeInTheDocument();
  });

  it('leaves sentence punctuation out of the link', () => {
    expect(splitLinks('See https://example.com/help. Thanks')).toEqual([
      { text: 'See ' },
      { text: 'https://example.com/help', href: 'https://example.com/help' },
      { text: '. Thanks' },
    ]);
    expect(splitLinks('(at https://example.com/a)')).toEqual([
      { text: '(at ' },
      { text: 'https://example.com/a', href: 'https://example.com/a' },
      { text: ')' },
    ]);
    expect(splitLinks('https://en.wikipedia.org/wiki/Tea_(drink).')[0]).toEqual({
      text: 'https://en.wikipedia.org/wiki/Tea_(drink)',
      href: 'https://en.wikipedia.org/wiki/Tea_(drink)',
    });
  });

  it('never links other schemes', () => {
    render(<LinkifiedText text="javascript:alert(1) mailto:a@b.co ftp://x.test" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
