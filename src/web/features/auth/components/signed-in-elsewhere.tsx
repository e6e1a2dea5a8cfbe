import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

/** Shown in a waiting tab once the e-mailed link was opened in another tab. */
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
      <Link to="/dashboard" className={buttonClasses('primary')}>
        Go to Dashboard
      </Link>
    </div>
  );
}
