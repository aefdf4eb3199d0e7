import { Alert, Tabs } from '@mantine/core';
import { isAdmin } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/session';
import { IntegrationClients } from '../components/integration-clients';
import { ProjectsOverview } from '../components/projects-overview';
import { SystemLog } from '../components/system-log';

/** /administrator — running the service: all projects, the system log, connected CMS modules. */
export function ServicePage() {
  const { t } = useTranslation();
  if (!isAdmin(useCurrentUser().permissions)) return <Alert color="yellow">{t('administrator.notAllowed')}</Alert>;
  return (
    <Tabs defaultValue="projects" keepMounted={false} data-testid="service-page">
      <Tabs.List mb="md">
        <Tabs.Tab value="projects">{t('administrator.service.tabs.projects')}</Tabs.Tab>
        <Tabs.Tab value="log">{t('administrator.service.tabs.log')}</Tabs.Tab>
        <Tabs.Tab value="clients">{t('administrator.service.tabs.clients')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="projects">
        <ProjectsOverview />
      </Tabs.Panel>
      <Tabs.Panel value="log">
        <SystemLog />
      </Tabs.Panel>
      <Tabs.Panel value="clients">
        <IntegrationClients />
      </Tabs.Panel>
    </Tabs>
  );
}
