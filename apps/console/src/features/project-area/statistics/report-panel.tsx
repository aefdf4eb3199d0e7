import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STATS_MAX_LIMIT, statsQuery, useStats } from '../api/get-stats';
import { exportCell, REPORT_COLUMNS, type ReportColumn } from './columns';
import { buildCsv, downloadCsv } from './csv';
import type { StatsRange } from './date-range';
import { dayString } from './date-range';
import { notifyStatsLoadFailed, StatsLoadFailure } from './load-failure';
import { ReportTable } from './report-table';
import { type Device, REPORT_PAGE_SIZE, type ReportRow, type ReportSelect, type StatsOptions } from './stats-types';

export { REPORT_PAGE_SIZE };

/** The CSV of rows under translated headers. */
export function reportCsv(columns: readonly ReportColumn[], rows: readonly ReportRow[], translate: (key: string) => string): string {
  return buildCsv(
    columns.map((column) => ({ header: translate(column.label), value: (row: ReportRow) => exportCell(row[column.key], column.kind) })),
    rows,
  );
}

export function csvFilename(name: string, range: StatsRange): string {
  return `${name}_${dayString(new Date(range.from))}_${dayString(new Date(new Date(range.to).getTime() - 1))}.csv`;
}

/** Exports every row of a report (up to the server's 10,000), not just the page on screen. */
export function ExportButton({ onExport }: { onExport: () => Promise<void> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="default"
      size="xs"
      loading={busy}
      data-testid="stats-export"
      onClick={async () => {
        setBusy(true);
        try {
          await onExport();
        } catch {
          notifyStatsLoadFailed(t('statistics.loadFailed'));
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('statistics.export')}
    </Button>
  );
}

/** One report sub-tab: a page of rows (skip/limit), sortable within the page, exportable whole. */
export function ReportPanel({
  projectId,
  select,
  range,
  device,
}: {
  projectId: string;
  select: ReportSelect;
  range: StatsRange;
  device: Device;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [page, setPage] = useState(0);
  // One row more than shown tells whether a next page exists; the server sends no total.
  const options: StatsOptions = { ...range, device, limit: REPORT_PAGE_SIZE + 1, skip: page * REPORT_PAGE_SIZE };
  const query = useStats<ReportRow>(projectId, select, options);
  const columns = REPORT_COLUMNS[select];
  const rows = (query.data ?? []).slice(0, REPORT_PAGE_SIZE);
  const hasNext = (query.data?.length ?? 0) > REPORT_PAGE_SIZE;

  const exportAll = async () => {
    const all = await client.fetchQuery(statsQuery<ReportRow>(projectId, select, { ...range, device, limit: STATS_MAX_LIMIT, skip: 0 }));
    downloadCsv(
      csvFilename(select, range),
      reportCsv(columns, all, (key) => t(key)),
    );
  };

  return (
    <Paper withBorder p="lg" radius="md" data-testid={`stats-report-${select}`}>
      <Stack>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t(`statistics.reportHints.${select}`)}
          </Text>
          <ExportButton onExport={exportAll} />
        </Group>
        {query.isError ? (
          <StatsLoadFailure error={query.error} />
        ) : (
          <ReportTable
            columns={columns}
            rows={rows}
            dimmed={query.isPlaceholderData}
            empty={query.isPending ? t('statistics.loading') : page > 0 ? t('statistics.noMoreRows') : t('statistics.empty')}
          />
        )}
        {(page > 0 || hasNext) && (
          <Group justify="space-between" data-testid="stats-pager">
            <Button variant="subtle" size="xs" disabled={page === 0} onClick={() => setPage((value) => value - 1)} data-testid="stats-prev">
              {t('statistics.previous')}
            </Button>
            <Text size="sm" c="dimmed">
              {t('statistics.rowsRange', { from: page * REPORT_PAGE_SIZE + 1, to: page * REPORT_PAGE_SIZE + rows.length })}
            </Text>
            <Button variant="subtle" size="xs" disabled={!hasNext} onClick={() => setPage((value) => value + 1)} data-testid="stats-next">
              {t('statistics.next')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
