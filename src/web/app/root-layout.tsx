import { Outlet, ScrollRestoration } from 'react-router';
import { ThemeToggle } from '../components/theme-toggle';
import { useAuthSync } from '../features/auth/lib/use-auth-sync';

export function RootLayout() {
  useAuthSync();
  return (
    <>
      <ThemeToggle />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
