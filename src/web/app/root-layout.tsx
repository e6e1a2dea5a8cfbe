import { Outlet, ScrollRestoration } from 'react-router';
import { ThemeToggle } from '../components/theme-toggle';

export function RootLayout() {
  return (
    <>
      <ThemeToggle />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
