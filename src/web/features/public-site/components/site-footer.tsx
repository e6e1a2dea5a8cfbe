import { Heart, Rss } from 'lucide-react';
import { product } from '@/shared/product';

const linkClass = 'inline-flex min-h-11 items-center text-fg underline-offset-4 hover:underline';

/** The public pages' footer: the site's links (sign-in among them), the feed, and the not-an-emergency-service line. */
export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-border bg-card">
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6">
        <a
          href="/"
          className="inline-flex min-h-11 items-center gap-2 self-start text-lg font-semibold"
        >
          <Heart aria-hidden="true" className="size-6 fill-primary text-primary" />
          {product.name}
        </a>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-x-6 sm:flex sm:flex-wrap">
          <a href="/blog" className={linkClass}>
            Blog
          </a>
          <a href="/our-story" className={linkClass}>
            Our Story
          </a>
          <a href="/privacy" className={linkClass}>
            Privacy Policy
          </a>
          <a href="/terms" className={linkClass}>
            Terms of Service
          </a>
          <a href="/blog/rss.xml" className={`${linkClass} gap-1`}>
            <Rss aria-hidden="true" className="size-4" />
            RSS Feed
          </a>
          <a href={`mailto:${product.supportEmail}`} className={linkClass}>
            Contact Us
          </a>
          <a href="/" className={linkClass}>
            Home
          </a>
          <a href="/login" className={linkClass}>
            Sign in
          </a>
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
