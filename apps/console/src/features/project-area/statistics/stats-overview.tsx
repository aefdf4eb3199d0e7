import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';
import { useStats } from '../api/get-stats';
import { formatNumber } from '../format';
import { fillBuckets } from './buckets';
import { BarChart, ChartSkeleton, LineChart } from './charts';
import { formatBucket, formatPercent } from './columns';
import type { StatsRange } from './date-range';
import { StatsLoadFailure } from './load-failure';
import type { Device, SearchesPerDayRow } from './stats-types';

export interface SearchSummary {
  searches: number;
  zeroResults: number;
  clicks: number;
  zeroRate: number;
  ctr: number;
}

/** Totals over the period; rates are of all searches (0 when there were none). */
export function summarize(rows: readonly SearchesPerDayRow[]): SearchSummary {
  const searches = rows.reduce((sum, row) => sum + Number(row.searches), 0);
  const zeroResults = rows.reduce((sum, row) => sum + Number(row.zeroResults), 0);
  const clicks = rows.reduce((sum, row) => sum + Number(row.clicks), 0);
  return { searches, zeroResults, clicks, zeroRate: searches ? zeroResults / searches : 0, ctr: searches ? clicks / searches : 0 };
}

export function StatCard({ label, value, hint, testId }: { label: string; value: ReactNode; hint?: ReactNode; testId?: string }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.3}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

export function ChartCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Stack gap="sm">
        <Title order={5}>{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Summary row and per-day charts of searches, zero-result rate and click-through rate. */
export function StatsOverview({ projectId, range, device }: { projectId: string; range: StatsRange; device: Device }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const query = useStats<SearchesPerDayRow>(projectId, 'searchesPerDay', { ...range, device });
  if (query.isError) return <StatsLoadFailure error={query.error} />;
  const rows = query.data ?? [];
  const summary = summarize(rows);
  const days = fillBuckets(rows, 'day', range, 'day', (time) => ({ day: time, searches: 0, zeroResults: 0, clicks: 0 }));
  // A day without searches has no rate: the line skips it instead of dropping to zero.
  const data = days.map((row) => ({
    day: formatBucket(row.day, locale),
    searches: Number(row.searches),
    zeroRate: row.searches ? Number(row.zeroResults) / Number(row.searches) : null,
    ctr: row.searches ? Number(row.clicks) / Number(row.searches) : null,
  }));
  const percent = (value: number) => formatPercent(value, locale);
  const number = (value: number) => formatNumber(value, locale);
  const pending = query.isPending ? '…' : null;
  const empty = !query.isPending && rows.length === 0;
  // The charts' code (460 KB) loads once the figures are in, not beside them while they load.
  const chart = (element: ReactNode) => (query.isPending ? <ChartSkeleton h={200} /> : element);
  const rateChart = (name: 'zeroRate' | 'ctr', color: string) =>
    chart(
      <LineChart
        h={200}
        data={data}
        dataKey="day"
        series={[{ name, label: t(`statistics.summary.${name}`), color }]}
        valueFormatter={percent}
        yAxisProps={{ domain: [0, 'auto'] }}
        withDots={data.length <= 31}
      />,
    );

  return (
    <Stack data-testid="stats-overview" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
      <SimpleGrid cols={{ base: 1, xs: 3 }} data-testid="stats-summary">
        <StatCard label={t('statistics.summary.searches')} value={pending ?? number(summary.searches)} testId="stats-summary-searches" />
        <StatCard
          label={t('statistics.summary.zeroRate')}
          value={pending ?? percent(summary.zeroRate)}
          hint={t('statistics.summary.zeroHint', { value: number(summary.zeroResults) })}
          testId="stats-summary-zero"
        />
        <StatCard
          label={t('statistics.summary.ctr')}
          value={pending ?? percent(summary.ctr)}
          hint={t('statistics.summary.clicksHint', { value: number(summary.clicks) })}
          testId="stats-summary-ctr"
        />
      </SimpleGrid>
      {empty ? (
        <Text size="sm" c="dimmed" ta="center" data-testid="stats-charts-empty">
          {t('statistics.noSearches')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <ChartCard title={t('statistics.charts.searches')} testId="stats-chart-searches">
            {chart(
              <BarChart
                h={200}
                data={data}
                dataKey="day"
                series={[{ name: 'searches', label: t('statistics.summary.searches'), color: 'blue.6' }]}
                valueFormatter={number}
              />,
            )}
          </ChartCard>
          <ChartCard title={t('statistics.charts.zeroRate')} testId="stats-chart-zero">
            {rateChart('zeroRate', 'orange.6')}
          </ChartCard>
          <ChartCard title={t('statistics.charts.ctr')} testId="stats-chart-ctr">
            {rateChart('ctr', 'teal.6')}
          </ChartCard>
        </SimpleGrid>
      )}
    </Stack>
  );
}
