import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { Providers } from './providers';

/** `client` is the one the routes' loaders fill (route-data.ts). */
export function App({ router, client }: { router: ReturnType<typeof createBrowserRouter>; client: QueryClient }) {
  return (
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>
  );
}
