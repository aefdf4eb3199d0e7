import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { NavigationProgress } from '@mantine/nprogress';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_DISPLAY_MS } from '../lib/notify';
import { getSession, subscribeSession } from '../lib/session';
import { cssVariablesResolver, theme } from './theme';

/** The page-load bar, named for screen readers (a progressbar without a name is announced as nothing). */
function LoadingBar() {
  const { t } = useTranslation();
  return <NavigationProgress aria-label={t('common.loadingProgress')} />;
}

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
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <LoadingBar />
      <Notifications position="top-right" autoClose={MESSAGE_DISPLAY_MS} />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
