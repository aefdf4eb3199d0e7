import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';
import { useIndexInfo } from '../api/get-index-info';
import { useStats } from '../api/get-stats';
import { formatNumber } from '../format';
import { fillBuckets } from './buckets';
import { BarChart } from './charts';
import { ECOMMERCE_COLUMNS, formatBucket, formatPercent, type ReportColumn } from './columns';
import { downloadCsv } from './csv';
import type { StatsRange } from './date-range';
import { StatsLoadFailure } from './load-failure';
import { formatMoney } from './money';
import { csvFilename, ExportButton, reportCsv } from './report-panel';
import { ReportTable } from './report-table';
import { ChartCard, StatCard } from './stats-overview';
import { DETAILS, type Detail, type Device, type EcommerceRow, type ReportRow } from './stats-types';

export interface EcommerceTotals {
  revenue: number;
  orders: number;
  averageOrder: number;
  searchRevenue: number;
  searchShare: number;
  searchConversion: number;
  otherConversion: number;
}

/**
 * Totals over the periods. Visitors are counted per period, so a visitor of two days counts
 * twice in the conversions: the same way the per-period rows count them.
 */
export function ecommerceTotals(rows: readonly EcommerceRow[]): EcommerceTotals {
  const sum = (key: keyof EcommerceRow) => rows.reduce((total, row) => total + Number(row[key] ?? 0), 0);
  const revenue = sum('revenue');
  const orders = sum('orders');
  const searchRevenue = sum('searchRevenue');
  const visitors = sum('visitors');
  const searching = sum('searchingVisitors');
  const buyers = sum('buyers');
  const searchingBuyers = sum('searchingBuyers');
  return {
    revenue,
    orders,
    averageOrder: orders ? revenue / orders : 0,
    searchRevenue,
    searchShare: revenue ? searchRevenue / revenue : 0,
    searchConversion: searching ? searchingBuyers / searching : 0,
    otherConversion: visitors - searching > 0 ? (buyers - searchingBuyers) / (visitors - searching) : 0,
  };
}

const EMPTY_PERIOD: EcommerceRow = {
  period: 0,
  revenue: 0,
  orders: 0,
  searchRevenue: 0,
  visitors: 0,
  searchingVisitors: 0,
  buyers: 0,
  searchingBuyers: 0,
  averageOrder: 0,
  conversion: 0,
  searchConversion: 0,
  otherConversion: 0,
};

/** E-commerce statistics: what the shop earned and how much of it came through search. */
export function EcommercePanel({
  projectId,
  range,
  device,
  detail,
  onDetail,
}: {
  projectId: string;
  range: StatsRange;
  device: Device;
  detail: Detail;
  onDetail: (detail: Detail) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const query = useStats<EcommerceRow>(projectId, 'ecommerce', { ...range, device, detail, limit: 10_000 });
  const rows = query.data ?? [];
  const totals = ecommerceTotals(rows);
  // Revenue is in the shop's currency: the one its feed prices offers in (null until the catalog is known).
  const currency = useIndexInfo(projectId).data?.currency ?? null;
  const money = (value: number) => formatMoney(value, locale, currency);
  const percent = (value: number) => formatPercent(value, locale);
  const columns: ReportColumn[] = ECOMMERCE_COLUMNS.map((column) =>
    column.kind === 'period'
      ? { ...column, format: (value, lang) => formatBucket(value as string, lang, detail) }
      : column.kind === 'money'
        ? { ...column, format: (value, lang) => (value === null ? '—' : formatMoney(Number(value), lang, currency)) }
        : column,
  );
  const periods = fillBuckets(rows, 'period', range, detail, (time) => ({ ...EMPTY_PERIOD, period: time }));
  const chartData = periods.map((row) => ({
    period: formatBucket(row.period, locale, detail),
    revenue: Number(row.revenue),
    searchRevenue: Number(row.searchRevenue),
    searchConversion: Number(row.searchConversion),
    otherConversion: Number(row.otherConversion),
  }));
  const pending = query.isPending ? '…' : null;

  return (
    <Stack data-testid="stats-report-ecommerce">
      <Group justify="space-between">
        <SegmentedControl
          data-testid="ecommerce-detail"
          value={detail}
          onChange={(value) => onDetail(value as Detail)}
          data={DETAILS.map((value) => ({ value, label: t(`statistics.details.${value}`) }))}
        />
        <ExportButton
          onExport={async () =>
            downloadCsv(
              csvFilename(`ecommerce-${detail}`, range),
              reportCsv(columns, rows as unknown as ReportRow[], (key) => t(key)),
            )
          }
        />
      </Group>
      {query.isError ? (
        <StatsLoadFailure error={query.error} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} data-testid="ecommerce-kpis" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
            <StatCard label={t('statistics.kpi.revenue')} value={pending ?? money(totals.revenue)} testId="kpi-revenue" />
            <StatCard label={t('statistics.kpi.orders')} value={pending ?? formatNumber(totals.orders, locale)} testId="kpi-orders" />
            <StatCard label={t('statistics.kpi.averageOrder')} value={pending ?? money(totals.averageOrder)} testId="kpi-average" />
            <StatCard
              label={t('statistics.kpi.searchRevenue')}
              value={pending ?? money(totals.searchRevenue)}
              hint={t('statistics.kpi.searchShare', { value: percent(totals.searchShare) })}
              testId="kpi-search-revenue"
            />
            <StatCard
              label={t('statistics.kpi.conversion')}
              value={pending ?? `${percent(totals.searchConversion)} / ${percent(totals.otherConversion)}`}
              hint={t('statistics.kpi.conversionHint')}
              testId="kpi-conversion"
            />
          </SimpleGrid>
          {rows.length > 0 && (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <ChartCard title={t('statistics.charts.revenue')} testId="ecommerce-chart-revenue">
                <BarChart
                  h={220}
                  data={chartData}
                  dataKey="period"
                  withLegend
                  valueFormatter={money}
                  series={[
                    { name: 'revenue', label: t('statistics.columns.revenue'), color: 'blue.6' },
                    { name: 'searchRevenue', label: t('statistics.columns.searchRevenue'), color: 'teal.6' },
                  ]}
                />
              </ChartCard>
              <ChartCard title={t('statistics.charts.conversion')} testId="ecommerce-chart-conversion">
                <BarChart
                  h={220}
                  data={chartData}
                  dataKey="period"
                  withLegend
                  valueFormatter={percent}
                  series={[
                    { name: 'searchConversion', label: t('statistics.charts.searching'), color: 'teal.6' },
                    { name: 'otherConversion', label: t('statistics.charts.others'), color: 'gray.6' },
                  ]}
                />
              </ChartCard>
            </SimpleGrid>
          )}
          <Paper withBorder p="lg" radius="md">
            <ReportTable
              columns={columns}
              rows={rows as unknown as ReportRow[]}
              dimmed={query.isPlaceholderData}
              empty={query.isPending ? t('statistics.loading') : t('statistics.ecommerceEmpty')}
            />
          </Paper>
          <Text size="xs" c="dimmed">
            {t('statistics.ecommerceNote')}
          </Text>
        </>
      )}
    </Stack>
  );
}
