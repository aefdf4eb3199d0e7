import { Badge, Group, type MantineColor, Pagination, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';
import { FEED_LOADS_PAGE_SIZE, useFeedLoads } from '../api/get-feed-loads';
import type { FeedLoad, FeedLoadStatus } from '../feed-types';
import { formatBytes, formatDateTime, formatDuration, formatNumber } from '../format';
import { MerchandisingFeedReport } from './merchandising-feed-report';

const LOAD_COLORS: Record<FeedLoadStatus, MantineColor> = {
  process: 'cyan',
  success: 'green',
  failed: 'red',
  held: 'yellow',
  stopped: 'orange',
};

export function FeedLoadBadge({ status }: { status: FeedLoadStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={LOAD_COLORS[status] ?? 'gray'} variant="light" data-status={status} style={{ flexShrink: 0, overflow: 'visible' }}>
      {t(`project.feedHistory.statuses.${status}`)}
    </Badge>
  );
}

function LoadRow({ load, now }: { load: FeedLoad; now: number }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const error = load.error;
  const position = error?.line != null ? (error.column != null ? `${error.line}:${error.column}` : String(error.line)) : null;
  const merchandising = load.merchandising ?? [];
  return (
    <Fragment>
      <Table.Tr data-testid={`feed-history-row-${load.id}`}>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(load.startedAt, locale)}</Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{load.finishedAt ? formatDateTime(load.finishedAt, locale) : '—'}</Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDuration((load.finishedAt ?? now) - load.startedAt, locale)}</Table.Td>
        <Table.Td miw={130}>
          <FeedLoadBadge status={load.status} />
        </Table.Td>
        <Table.Td ta="right">{formatNumber(load.offers, locale)}</Table.Td>
        <Table.Td ta="right">{formatNumber(load.skipped, locale)}</Table.Td>
        <Table.Td ta="right" data-testid={`feed-history-removed-${load.id}`}>
          {formatNumber(load.removedByRules ?? 0, locale)}
        </Table.Td>
        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
          {formatBytes(load.bytes, locale)}
        </Table.Td>
        <Table.Td miw={220}>
          {error ? (
            <Text size="sm" c="red.8">
              {error.message}
              {position && (
                <Text span size="xs" c="dimmed" ff="monospace" title={t('project.feedHistory.position')}>
                  {' '}
                  ({position})
                </Text>
              )}
            </Text>
          ) : load.unsafeLinks ? null : (
            '—'
          )}
          {load.unsafeLinks > 0 && (
            <Text size="sm" c="orange.9" data-testid={`feed-history-unsafe-${load.id}`}>
              {t('project.feedHistory.unsafeLinks', { count: load.unsafeLinks })}
            </Text>
          )}
        </Table.Td>
      </Table.Tr>
      {merchandising.length > 0 && (
        <Table.Tr data-testid={`feed-history-merchandising-${load.id}`}>
          <Table.Td colSpan={9}>
            <MerchandisingFeedReport results={merchandising} />
          </Table.Td>
        </Table.Tr>
      )}
    </Fragment>
  );
}

/** Feed load history, newest first, a page at a time (spec §2 logs). */
export function FeedHistoryTable({ projectId, live }: { projectId: string; live: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useFeedLoads(projectId, page, live);
  const total = query.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / FEED_LOADS_PAGE_SIZE));
  const rows = query.data?.data ?? [];
  const now = Date.now();

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Group justify="space-between">
          <Title order={4}>{t('project.feedHistory.heading')}</Title>
          {total > 0 && (
            <Text size="sm" c="dimmed">
              {t('project.feedHistory.total', { total })}
            </Text>
          )}
        </Group>
        <ScrollArea>
          <Table
            striped
            highlightOnHover
            verticalSpacing="xs"
            data-testid="feed-history-table"
            style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('project.feedHistory.started')}</Table.Th>
                <Table.Th>{t('project.feedHistory.finished')}</Table.Th>
                <Table.Th>{t('project.feedHistory.duration')}</Table.Th>
                <Table.Th>{t('project.feedHistory.status')}</Table.Th>
                <Table.Th ta="right">{t('project.feedHistory.offers')}</Table.Th>
                <Table.Th ta="right">{t('project.feedHistory.skipped')}</Table.Th>
                <Table.Th ta="right" title={t('project.feedHistory.removedByRulesHint')}>
                  {t('project.feedHistory.removedByRules')}
                </Table.Th>
                <Table.Th ta="right">{t('project.feedHistory.bytes')}</Table.Th>
                <Table.Th>{t('project.feedHistory.error')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((load) => (
                <LoadRow key={load.id} load={load} now={now} />
              ))}
              {rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={9}>
                    <Text size="sm" c="dimmed" ta="center" py="md">
                      {query.isPending
                        ? t('project.feedHistory.loading')
                        : query.isError
                          ? t('errors.loadFailed')
                          : t('project.feedHistory.empty')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" data-testid="feed-history-pagination" />}
      </Stack>
    </Paper>
  );
}
