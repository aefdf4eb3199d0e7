import { Alert, Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { can } from '@vitrina/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/http';
import { useCurrentUser } from '../../../lib/session';
import { PageHeading } from '../../../ui/page-heading';
import { type LinkParams, useIssueCode, useLinkClient, useProjects } from '../api/authorize';

/** Leaves the console for the client's site (a full navigation; a separate function so tests can watch it). */
export const leaveFor = { go: (url: string) => window.location.assign(url) };

function linkOf(params: URLSearchParams): LinkParams | null {
  const clientId = params.get('client_id')?.trim();
  if (!clientId) return null;
  return { clientId, redirectUri: params.get('redirect_uri'), state: params.get('state') };
}

/**
 * /authorize — a CMS site (a Bitrix module when provider=bitrix) asks to connect to a project:
 * the signed-in user picks one they can edit and allows it; the site gets a one-time code
 * (spec §2, §7 GET /code/, §8 'Error accessing the link. Check the parameters').
 */
export function AuthorizePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const link = linkOf(params);
  const bitrix = params.get('provider') === 'bitrix';
  const user = useCurrentUser();
  const client = useLinkClient(link);
  const projects = useProjects();
  const issue = useIssueCode();
  const [sourceId, setSourceId] = useState<string | null>(null);
  const editable = (projects.data ?? []).filter((p) => can(user.permissions, 'edit', p.uuid));
  const linkBroken = !link || client.isError;

  const allow = () => {
    if (!link || !sourceId) return;
    issue.mutate({ link, sourceId }, { onSuccess: (answer) => leaveFor.go(answer.redirectUri) });
  };
  const deny = () => {
    if (!client.data) return;
    const url = new URL(client.data.redirectUri);
    url.searchParams.set('error', 'access_denied');
    if (link?.state) url.searchParams.set('state', link.state);
    leaveFor.go(url.toString());
  };

  return (
    <Stack data-testid="authorize-page">
      <PageHeading>{t(bitrix ? 'integrations.headingBitrix' : 'integrations.heading')}</PageHeading>
      {linkBroken ? (
        <Alert color="red" role="alert" data-testid="authorize-error">
          {t('integrations.linkError')}
        </Alert>
      ) : client.isPending ? (
        <Loader size="sm" />
      ) : (
        <>
          <Text size="sm">{t(bitrix ? 'integrations.explainBitrix' : 'integrations.explain', { client: client.data?.name ?? '' })}</Text>
          {projects.isSuccess && editable.length === 0 ? (
            <Alert color="yellow">{t('integrations.noProjects')}</Alert>
          ) : (
            <Select
              label={t('integrations.project')}
              placeholder={t('integrations.choose')}
              searchable
              data={editable.map((p) => ({ value: p.uuid, label: `${p.name || p.siteUrl} — ${p.siteUrl}` }))}
              value={sourceId}
              onChange={setSourceId}
              data-testid="authorize-project"
            />
          )}
          {issue.isError && (
            <Alert color="red" role="alert">
              {issue.error instanceof ApiError ? issue.error.message : t('integrations.linkError')}
            </Alert>
          )}
          <Group>
            <Button onClick={allow} disabled={!sourceId} loading={issue.isPending} data-testid="authorize-allow">
              {t('integrations.allow')}
            </Button>
            <Button variant="default" onClick={deny} data-testid="authorize-deny">
              {t('integrations.deny')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
