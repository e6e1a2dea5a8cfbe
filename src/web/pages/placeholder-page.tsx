import { Link } from 'react-router';
import { product } from '../../shared/product';

/** Holds a route's place until its feature is built, so the router is complete from day one. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-4 px-6 py-16">
      <title>{`${title} · ${product.name}`}</title>
      <p className="text-sm font-medium tracking-wide text-primary uppercase">{product.name}</p>
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="text-lg text-muted-fg">This page is on its way.</p>
      <p>
        <Link className="font-medium text-primary underline underline-offset-4" to="/">
          Back to Home
        </Link>
      </p>
    </main>
  );
}
