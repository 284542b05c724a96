import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { DeferredToaster } from '../shared/ui/DeferredToaster';
import { queryClient } from '../shared/api/query-client';
import { routes } from './router';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <DeferredToaster />
    </QueryClientProvider>
  );
}
