import { Stack, Tabs } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOpenedPanels } from '../../../lib/use-opened-panels';
import { isLoadRunning, useLiveProject } from '../api/get-project';
import { FeedHistoryTable } from '../components/feed-history-table';
import { FeedSettingsForm } from '../components/feed-settings-form';
import { FeedStatusPanel } from '../components/feed-status-panel';
import { IndexingRulesEditor } from '../components/rules/indexing-rules-editor';
import { projectAreaKeys } from '../keys';
import { useProjectContext } from '../project-context';

const SECTIONS = ['settings', 'history', 'rules'] as const;
type Section = (typeof SECTIONS)[number];

function sectionOf(value: string | null): Section {
  return SECTIONS.find((section) => section === value) ?? 'settings';
}

/** /project/:id/feed — live feed status, feed settings, load history and indexing rules. Always open (spec §2). */
export function FeedPage() {
  const { t } = useTranslation();
  const context = useProjectContext();
  const { canEdit } = context;
  // Same cache entry as the layout's; this observer re-reads it every 2 s while a load waits or runs.
  const live = useLiveProject(context.project.uuid);
  const project = live.data ?? context.project;
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const section = sectionOf(params.get('section'));
  const running = isLoadRunning(project.sourceStatus);
  const opened = useOpenedPanels(section);

  // A load that starts, ends or changes state adds or completes a history row.
  const loadState = `${project.feedLoad?.id ?? ''}:${project.feedLoad?.status ?? ''}:${project.sourceStatus}`;
  useEffect(() => {
    if (loadState) void client.invalidateQueries({ queryKey: projectAreaKeys.feedLoads(project.uuid) });
  }, [client, loadState, project.uuid]);

  return (
    <Stack maw={1100}>
      <FeedStatusPanel project={project} canEdit={canEdit} />
      <Tabs
        value={section}
        onChange={(value) => setParams(value && value !== 'settings' ? { section: value } : {}, { replace: true })}
        variant="pills"
        data-testid="feed-sections"
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="settings" data-testid="feed-section-settings">
            {t('project.feedSections.settings')}
          </Tabs.Tab>
          <Tabs.Tab value="history" data-testid="feed-section-history">
            {t('project.feedSections.history')}
          </Tabs.Tab>
          <Tabs.Tab value="rules" data-testid="feed-section-rules">
            {t('project.feedSections.rules')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="settings">
          {opened('settings') && (
            <FeedSettingsForm
              key={`${project.uuid}-${project.feedUrls.join(' ')}-${project.feedFormat}`}
              project={project}
              canEdit={canEdit}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="history">{opened('history') && <FeedHistoryTable projectId={project.uuid} live={running} />}</Tabs.Panel>
        <Tabs.Panel value="rules">{opened('rules') && <IndexingRulesEditor projectId={project.uuid} canEdit={canEdit} />}</Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
