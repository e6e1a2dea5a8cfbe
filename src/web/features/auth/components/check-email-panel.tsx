import { MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** "Check your email": what was sent where, and what to do next. */
export function CheckEmailPanel({ email, children }: { email: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4" role="status">
      <div className="flex items-start gap-3">
        <MailCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
        <div>
          <h2 className="text-xl font-semibold">Check your email</h2>
          <p className="mt-1 text-muted-fg">
            We sent a link to <strong className="text-fg">{email}</strong>. Open it on this device
            or any other; it works once and expires in 10 minutes.
          </p>
        </div>
      </div>
      {children}
    </div>
  );
}
