import { Island } from '@/web/components/island';
import { AuthLayout } from './auth-layout';
import { SignupPanel } from './signup-panel';

/**
 * /signup: a display name and an e-mail; the e-mailed link creates the account. Rendered on
 * the server like /login (no router, no query cache), and by the app with the same component.
 * Its form is the page's island (signup-panel.tsx); the rest is static.
 */
export function SignupPage({ referralCode }: { referralCode: string | null }) {
  return (
    <AuthLayout
      title="Create your account"
      subtitle="Start your 14-day free trial. No credit card required."
    >
      <Island name="signup" component={SignupPanel} props={{ referralCode }} />
      <p className="text-center">
        Already have an account?{' '}
        <a href="/login" className="font-medium text-primary underline underline-offset-4">
          Sign in
        </a>
      </p>
    </AuthLayout>
  );
}
