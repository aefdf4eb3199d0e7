import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import { createTheme, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { NavigationProgress } from '@mantine/nprogress';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { MESSAGE_DISPLAY_MS } from '../lib/notify';
import { getSession, subscribeSession } from '../lib/session';

const theme = createTheme({ primaryColor: 'blue', defaultRadius: 'md' });

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  // Logging out drops every cached answer, so the next user never sees the previous one's data.
  useEffect(
    () =>
      subscribeSession(() => {
        if (getSession().status === 'unauthenticated') client.clear();
      }),
    [client],
  );
  return (
    <MantineProvider theme={theme}>
      <NavigationProgress />
      <Notifications position="top-right" autoClose={MESSAGE_DISPLAY_MS} />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
