import { Alert, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';
import { LOGS_PAGE_SIZE, useCreativeLogs } from '../api/creative-booster';
import { StateBadge } from './state-badge';

/** The runs of the generator (spec §3 'Creative logs'): date, message, processed offers, status; newest first. */
export function LogsTable({ projectId, running }: { projectId: string; running: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [page, setPage] = useState(1);
  const logs = useCreativeLogs(projectId, page, running);
  if (logs.isPending) return <Loader />;
  if (logs.isError) return <Alert color="red">{t('creativeBooster.logs.loadFailed')}</Alert>;
  const pages = Math.max(1, Math.ceil(logs.data.total / LOGS_PAGE_SIZE));
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('creativeBooster.logs.title')}</Text>
      {logs.data.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('creativeBooster.logs.empty')}
        </Text>
      ) : (
        <Table striped data-testid="creative-logs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('creativeBooster.logs.date')}</Table.Th>
              <Table.Th>{t('creativeBooster.logs.message')}</Table.Th>
              <Table.Th ta="right">{t('creativeBooster.logs.processed')}</Table.Th>
              <Table.Th>{t('creativeBooster.logs.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {logs.data.rows.map((log) => (
              <Table.Tr key={log.id} data-testid="creative-log-row">
                <Table.Td>{new Date(log.date).toLocaleString(locale)}</Table.Td>
                <Table.Td>{log.message}</Table.Td>
                <Table.Td ta="right">{log.processedOffers.toLocaleString(locale)}</Table.Td>
                <Table.Td>
                  <StateBadge state={log.status} testId="creative-log-status" />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
    </Stack>
  );
}
