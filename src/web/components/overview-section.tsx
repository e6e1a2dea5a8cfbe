import { useId, type ReactNode } from 'react';

/** A titled card of the overview; `tour` is the guided tour's anchor. */
export function OverviewSection({
  title,
  tour,
  actions,
  children,
}: {
  title: string;
  tour?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-tour={tour}
      className="flex min-w-0 flex-col gap-4 rounded-xl border border-border bg-card p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
