import { Alert, Loader, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useCreativeRules, useCreativeStatus, useCreativeTemplates } from '../api/creative-booster';
import { EnableSwitch } from '../components/enable-switch';
import { PreviewsGallery } from '../components/previews-gallery';
import { RuleEditor } from '../components/rule-editor';
import { RunPanel } from '../components/run-panel';
import { TemplatesList } from '../components/templates-list';
import { useProjectFacts } from '../use-project';

const TABS = ['templates', 'updates', 'previews'] as const;
type Tab = (typeof TABS)[number];

/** /project/:id/creativebooster — the switch, then templates, updates and previews (spec §2); ?template= edits one. */
export function CreativeBoosterPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const { canEdit, planAllows } = useProjectFacts();
  const status = useCreativeStatus(id);
  const templates = useCreativeTemplates(id);
  const rules = useCreativeRules(id);
  const asked = search.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : 'templates';
  const editing = search.get('template');
  const running = status.data?.state === 'process';

  if (status.isError || templates.isError || rules.isError) return <Alert color="red">{t('creativeBooster.common.loadFailed')}</Alert>;
  if (status.isPending || templates.isPending || rules.isPending) return <Loader />;

  const template = editing ? templates.data.find((tpl) => tpl.id === editing) : undefined;
  if (editing && template) {
    return (
      <RuleEditor
        key={template.id}
        projectId={id}
        template={template}
        saved={rules.data}
        canEdit={canEdit}
        onBack={() => setSearch({}, { replace: false })}
      />
    );
  }

  return (
    <Stack gap="md">
      <EnableSwitch projectId={id} status={status.data} canEdit={canEdit} planAllows={planAllows} />
      <Tabs
        value={tab}
        onChange={(value) => setSearch(value && value !== 'templates' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value} data-testid={`creative-tab-${value}`}>
              {t(`creativeBooster.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="templates">
          <TemplatesList
            projectId={id}
            templates={templates.data}
            rules={rules.data.rules.templates}
            canEdit={canEdit}
            onEdit={(templateId) => setSearch({ template: templateId })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="updates">
          <RunPanel projectId={id} status={status.data} rules={rules.data} canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="previews">
          <PreviewsGallery projectId={id} templates={templates.data} running={running} canEdit={canEdit} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
