import { Island } from '@/web/components/island';
import type { SignInMethod } from '../lib/sign-in-method';
import { AuthLayout } from './auth-layout';
import { MagicLinkPanel } from './login-panel';
import { PasswordPanel } from './password-panel';

/**
 * /login: a magic link by default, a password with ?method=password, and forgot-password.
 * The server renders it as a public page (no router, no query cache; links are plain anchors),
 * and the app shows the same component when it sends a signed-out visitor here. Its form is
 * the page's island (login-panel.tsx or password-panel.tsx); the rest is static.
 */
export function LoginPage({ method }: { method: SignInMethod }) {
  return (
    <AuthLayout
      title="Sign in"
      showSignIn={false}
      subtitle={
        method === 'password'
          ? 'Sign in with your email and password.'
          : "We'll email you a link that signs you in."
      }
    >
      {method === 'password' ? (
        <Island name="login-password" component={PasswordPanel} props={{}} />
      ) : (
        <Island name="login" component={MagicLinkPanel} props={{}} />
      )}
      <p className="text-center">
        New here?{' '}
        <a href="/signup" className="font-medium text-primary underline underline-offset-4">
          Sign up
        </a>
      </p>
      <p className="text-center text-sm text-muted-fg">
        By continuing you agree to our{' '}
        <a href="/terms" className="text-primary underline underline-offset-4">
          Terms of Service
        </a>{' '}
        and{' '}
        <a href="/privacy" className="text-primary underline underline-offset-4">
          Privacy Policy
        </a>
        .
      </p>
    </AuthLayout>
  );
}
