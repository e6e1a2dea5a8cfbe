import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { getPublicConfig } from './lib/api/public-config';
import { registerServiceWorkerOn } from './lib/service-worker';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Root element not found');

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

createRoot(rootElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);

// Not awaited: the app works the same without it.
getPublicConfig()
  .then(({ serviceWorkerHosts }) => registerServiceWorkerOn(serviceWorkerHosts))
  .catch(() => {});
