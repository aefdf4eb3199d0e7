// Mantine's base styles come first from main.tsx, each component's with its code (vite.config.ts).
import '@mantine/nprogress/styles.layer.css';
import { MantineProvider } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { NavigationProgress } from '@mantine/nprogress';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importWithReload } from '../lib/chunk-reload';
import { getSession, subscribeSession } from '../lib/session';
import { cssVariablesResolver, theme } from './theme';

/** The page-load bar, named for screen readers (a progressbar without a name is announced as nothing). */
function LoadingBar() {
  const { t } = useTranslation();
  return <NavigationProgress aria-label={t('common.loadingProgress')} />;
}

const MessageArea = lazy(() => importWithReload(() => import('./notifications')).then((m) => ({ default: m.MessageArea })));

/**
 * Messages (notifications) mount with the first one shown: their container, transitions and CSS
 * are not part of a page's first download. The store keeps what was shown until the area is in.
 */
function LazyMessageArea() {
  const [wanted, setWanted] = useState(() => notificationsStore.getState().notifications.length > 0);
  useEffect(() => {
    if (wanted) return;
    return notificationsStore.subscribe((state) => {
      if (state.notifications.length > 0 || state.queue.length > 0) setWanted(true);
    });
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MessageArea />
    </Suspense>
  );
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
      <LazyMessageArea />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
