import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a page throws while loading or rendering. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 px-6 py-16">
      <h1 className="text-2xl font-semibold">Unexpected Application Error!</h1>
      {detail && <p className="text-muted-fg">{detail}</p>}
      <p>
        <a className="font-medium text-primary underline underline-offset-4" href="/">
          Go to the home page
        </a>
      </p>
    </main>
  );
}
