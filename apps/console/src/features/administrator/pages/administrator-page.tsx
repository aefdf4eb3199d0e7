import { Alert, Anchor, Group, Loader, Stack, Tabs } from '@mantine/core';
import { isAdmin } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCurrentUser } from '../../../lib/session';
import { useAdminForm, useAllProjects } from '../api/administrator';
import { AdminFormView } from '../components/admin-form';
import { TransferForm } from '../components/transfer-form';

/** /project/:id/administrator — for '*' only: the administrator form and the settings copy (spec §2). */
export function AdministratorPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const admin = isAdmin(useCurrentUser().permissions);
  const form = useAdminForm(id, admin);
  const projects = useAllProjects(admin);
  if (!admin) return <Alert color="yellow">{t('administrator.notAllowed')}</Alert>;
  const choices = (projects.data ?? []).map((p) => ({ value: p.uuid, label: `${p.name || p.siteUrl} — ${p.siteUrl}` }));

  return (
    <Tabs defaultValue="form" keepMounted={false} data-testid="administrator-page">
      <Group justify="space-between">
        <Tabs.List>
          <Tabs.Tab value="form">{t('administrator.tabs.form')}</Tabs.Tab>
          <Tabs.Tab value="transfer" data-testid="administrator-tab-transfer">
            {t('administrator.tabs.transfer')}
          </Tabs.Tab>
        </Tabs.List>
        <Anchor component={Link} to="/administrator" size="sm">
          {t('administrator.service.link')}
        </Anchor>
      </Group>
      <Stack pt="md">
        {(form.isError || projects.isError) && <Alert color="red">{t('administrator.loadFailed')}</Alert>}
        <Tabs.Panel value="form">
          {form.isPending ? (
            <Loader size="sm" />
          ) : (
            form.data && <AdminFormView key={id} projectId={id} saved={form.data} projects={choices} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="transfer">
          <TransferForm key={id} projectId={id} projects={choices} />
        </Tabs.Panel>
      </Stack>
    </Tabs>
  );
}
