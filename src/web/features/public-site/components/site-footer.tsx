import { Heart, Rss } from 'lucide-react';
import { Link } from 'react-router';
import { product } from '../../../../shared/product';

const linkClass = 'inline-flex min-h-11 items-center text-fg underline-offset-4 hover:underline';

/** The public pages' footer: the site's links, the feed, and the not-an-emergency-service line. */
export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-border bg-card">
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center gap-2 self-start text-lg font-semibold"
        >
          <Heart aria-hidden="true" className="size-6 fill-primary text-primary" />
          {product.name}
        </Link>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-x-6 sm:flex sm:flex-wrap">
          <Link to="/blog" className={linkClass}>
            Blog
          </Link>
          <Link to="/our-story" className={linkClass}>
            Our Story
          </Link>
          <Link to="/privacy" className={linkClass}>
            Privacy Policy
          </Link>
          <Link to="/terms" className={linkClass}>
            Terms of Service
          </Link>
          <a href="/blog/rss.xml" className={`${linkClass} gap-1`}>
            <Rss aria-hidden="true" className="size-4" />
            RSS Feed
          </a>
          <a href={`mailto:${product.supportEmail}`} className={linkClass}>
            Contact Us
          </a>
          <Link to="/" className={linkClass}>
            Home
          </Link>
        </nav>
        <p className="text-muted-fg">
          {product.name} is not a medical alert, caregiving or emergency service. In an emergency,
          call 911.
        </p>
        <p className="text-sm text-muted-fg">
          © {new Date().getFullYear()} {product.name}
        </p>
      </div>
    </footer>
  );
}
