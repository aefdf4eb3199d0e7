import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { PRODUCT_NAME } from '@vitrina/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { formatDocumentTitle } from '../../lib/document-title';

/** Error page: the title is the message or 'Error'; a 404 links back home (spec §2). */
export function ErrorPage({ status, message }: { status?: number; message?: string }) {
  const { t } = useTranslation();
  // The API's words for a 404 (error-page.test.ts keeps them equal to contracts' catalogue), from
  // the console's strings: the catalogue of every locale is not part of the first download.
  const title = status === 404 ? t('errors.pageNotFound') : message || t('errors.generic');
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="sm">
        <Text fw={700} c="dimmed">
          {PRODUCT_NAME}
        </Text>
        {status && (
          <Text fz={48} fw={800} c="dimmed" lh={1}>
            {status}
          </Text>
        )}
        <Title order={2} ta="center" data-testid="page-title">
          {title}
        </Title>
        {status === 404 && (
          <Anchor component={Link} to="/" data-testid="error-home-link">
            {t('errors.goHome')}
          </Anchor>
        )}
      </Stack>
    </Center>
  );
}

export function NotFoundPage() {
  return <ErrorPage status={404} />;
}

/** The router's error element: 404 responses and thrown errors alike. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return <ErrorPage status={error.status} message={error.status === 404 ? undefined : error.statusText} />;
  }
  return <ErrorPage message={error instanceof Error ? error.message : undefined} />;
}
