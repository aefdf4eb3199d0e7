import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FeedHistoryTable } from '../components/feed-history-table';
import { useProjectContext } from '../project-context';
import { ChangesTable } from '../statistics/changes-table';
import { EcommercePanel } from '../statistics/ecommerce-panel';
import { IndexInfoCard } from '../statistics/index-info-card';
import { ReportPanel } from '../statistics/report-panel';
import { RetentionCard } from '../statistics/retention-card';
import { StatsFiltersBar } from '../statistics/stats-filters';
import { StatsOverview } from '../statistics/stats-overview';
import { REPORT_SELECTS, type ReportSelect } from '../statistics/stats-types';
import { useStatsFilters } from '../statistics/use-stats-filters';

const TABS = [...REPORT_SELECTS, 'ecommerce', 'logs'] as const;
type StatsTab = (typeof TABS)[number];

function isStatsTab(value: string | null): value is StatsTab {
  return TABS.includes(value as StatsTab);
}

/** /project/:id/statistics: search reports, e-commerce and logs (spec §2), for a period and a device type. */
export function StatisticsPage() {
  const { t } = useTranslation();
  const { project } = useProjectContext();
  const filters = useStatsFilters();
  const tab: StatsTab = isStatsTab(filters.tab) ? filters.tab : 'lastQueries';
  const { range, device } = filters;
  const report = (REPORT_SELECTS as readonly string[]).includes(tab) ? (tab as ReportSelect) : null;

  return (
    <Stack data-testid="statistics-page">
      {tab !== 'logs' && <StatsFiltersBar filters={filters} />}
      {report && <StatsOverview projectId={project.uuid} range={range} device={device} />}
      <Tabs value={tab} variant="pills" onChange={(value) => value && filters.update({ tab: value })} keepMounted={false}>
        <Tabs.List data-testid="stats-tabs" style={{ flexWrap: 'wrap' }}>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value} data-testid={`stats-tab-${value}`}>
              {t(`statistics.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {report && (
        // A new period, device or report starts at its first page.
        <ReportPanel
          key={`${report}|${range.from}|${range.to}|${device}`}
          projectId={project.uuid}
          select={report}
          range={range}
          device={device}
        />
      )}
      {tab === 'ecommerce' && (
        <EcommercePanel
          projectId={project.uuid}
          range={range}
          device={device}
          detail={filters.detail}
          onDetail={(detail) => filters.update({ detail })}
        />
      )}
      {tab === 'logs' && (
        <Stack data-testid="stats-logs">
          <IndexInfoCard projectId={project.uuid} />
          <RetentionCard projectId={project.uuid} />
          <ChangesTable projectId={project.uuid} />
          <FeedHistoryTable projectId={project.uuid} live={false} />
        </Stack>
      )}
    </Stack>
  );
}
