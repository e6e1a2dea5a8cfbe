import { CircleCheck } from 'lucide-react';
import { buttonClasses } from '@/web/components/ui/button';

/**
 * Shown in a waiting tab once the e-mailed link was opened in another tab. A plain link: /login
 * is also rendered on the server, without the app's router.
 */
export function SignedInElsewhere() {
  return (
    <div className="flex flex-col gap-4" role="status">
      <div className="flex items-center gap-3">
        <CircleCheck aria-hidden="true" className="size-6 text-ok" />
        <h2 className="text-xl font-semibold">Successfully Signed In</h2>
      </div>
      <p className="text-muted-fg">
        You opened the link in another tab, so you are signed in here too.
      </p>
      <a href="/dashboard" className={buttonClasses('primary')}>
        Go to Dashboard
      </a>
    </div>
  );
}
