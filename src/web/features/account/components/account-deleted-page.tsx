import { Link } from 'react-router';
import { accountMessages } from '../../../../shared/account';
import { buttonClasses } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';

/** /account-deleted: where the app goes once the account is gone, outside the signed-in frame. */
export function AccountDeletedPage() {
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold">Account deleted</h1>
      <Notice tone="success">{accountMessages.deleted}</Notice>
      <Link to="/" className={buttonClasses('primary', 'self-start')}>
        Back to Home
      </Link>
    </main>
  );
}
