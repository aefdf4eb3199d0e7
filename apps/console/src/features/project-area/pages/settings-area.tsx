import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useProjectContext } from '../project-context';

/** Sub-tabs of the settings area (spec §2): settings, configuration, search widget, complex widget, classic widget v3. */
export const SETTINGS_SECTIONS = [
  { path: '', label: 'project.settingsTabs.general' },
  { path: 'configuration', label: 'project.settingsTabs.configuration' },
  { path: 'search-widget', label: 'project.settingsTabs.searchWidget' },
  { path: 'complex-widget', label: 'project.settingsTabs.complexWidget' },
  { path: 'classic-widget', label: 'project.settingsTabs.classicWidget' },
] as const;

export function SettingsArea() {
  const { t } = useTranslation();
  const context = useProjectContext();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const base = `/project/${context.project.uuid}/settings`;
  const current = pathname.startsWith(`${base}/`) ? (pathname.slice(base.length + 1).split('/')[0] ?? '') : '';
  return (
    <Stack>
      <Tabs
        value={current || 'general'}
        variant="pills"
        onChange={(value) => {
          if (value) navigate(value === 'general' ? base : `${base}/${value}`);
        }}
      >
        <Tabs.List data-testid="settings-tabs">
          {SETTINGS_SECTIONS.map((section) => (
            <Tabs.Tab key={section.label} value={section.path || 'general'} data-testid={`settings-tab-${section.path || 'general'}`}>
              {t(section.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet context={context} />
    </Stack>
  );
}
