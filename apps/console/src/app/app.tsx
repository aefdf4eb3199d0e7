import { useState } from 'react';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { Providers } from './providers';

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  const [client] = useState(createQueryClient);
  return (
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>
  );
}
