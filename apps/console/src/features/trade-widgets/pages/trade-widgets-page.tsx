import { Alert, Loader, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useTradeWidgets } from '../api/trade-widgets';
import { GeneralSettings } from '../components/general-settings';
import { WidgetsTable } from '../components/widgets-table';
import { useCanEdit } from '../use-can-edit';

const TABS = ['recommendations', 'recently', 'general'] as const;
type Tab = (typeof TABS)[number];

/** /project/:id/trade-widgets — recommendations, recently viewed and general settings tabs (spec §2). */
export function TradeWidgetsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const canEdit = useCanEdit();
  const widgets = useTradeWidgets(id);
  const asked = search.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : 'recommendations';
  const list = widgets.data ?? [];
  const table = (recently: boolean) =>
    widgets.isPending ? (
      <Loader />
    ) : widgets.isError ? (
      <Alert color="red">{t('tradeWidgets.common.loadFailed')}</Alert>
    ) : (
      <WidgetsTable
        projectId={id}
        widgets={list.filter((w) => (w.type === 'recently') === recently)}
        canEdit={canEdit}
        addType={recently ? 'recently' : null}
      />
    );
  return (
    <Tabs
      value={tab}
      onChange={(value) => setSearch(value && value !== 'recommendations' ? { tab: value } : {}, { replace: true })}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        {TABS.map((value) => (
          <Tabs.Tab key={value} value={value} data-testid={`trade-widgets-tab-${value}`}>
            {t(`tradeWidgets.tabs.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="recommendations">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('tradeWidgets.list.recommendationsIntro')}
          </Text>
          {table(false)}
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="recently">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('tradeWidgets.list.recentlyIntro')}
          </Text>
          {table(true)}
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="general">
        <GeneralSettings projectId={id} />
      </Tabs.Panel>
    </Tabs>
  );
}
