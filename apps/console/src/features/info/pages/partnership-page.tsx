import { Button, Code, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ListEnvelope, type Project, SOURCES_PAGE_SIZE } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { request } from '../../../lib/http';
import { useCurrentUser } from '../../../lib/session';
import { RichText } from '../components/rich-text';

/** The projects the user owns: each one's id is a partner code (the administrator form's referred_by). */
function useOwnProjects() {
  const { email } = useCurrentUser();
  return useQuery({
    queryKey: ['info', 'partner-codes', email],
    queryFn: async ({ signal }) =>
      (await request<ListEnvelope<Project>>('/sources', { query: { page: 1, pageSize: SOURCES_PAGE_SIZE }, signal })).data.filter(
        (project) => project.owner?.email === email,
      ),
  });
}

/** /partnership — the referral programme and the user's partner codes. */
export function PartnershipPage() {
  const { t } = useTranslation();
  const projects = useOwnProjects();
  return (
    <Stack data-testid="partnership-page">
      <Text c="dimmed">{t('infoPages.partnership.intro')}</Text>
      <Paper withBorder p="lg" radius="md" component="section">
        <Title order={3} mb="sm">
          {t('infoPages.partnership.howTitle')}
        </Title>
        <RichText text={t('infoPages.partnership.howBody')} />
      </Paper>
      <Paper withBorder p="lg" radius="md" component="section" data-testid="partner-codes">
        <Title order={3} mb="sm">
          {t('infoPages.partnership.codesTitle')}
        </Title>
        {projects.data?.length === 0 ? (
          <Text>{t('infoPages.partnership.codesNone')}</Text>
        ) : (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('infoPages.partnership.codesHint')}
            </Text>
            {(projects.data ?? []).map((project) => (
              <Group key={project.uuid} justify="space-between" wrap="nowrap">
                <Text size="sm" truncate>
                  {project.name || project.siteUrl}
                </Text>
                <Group gap="xs" wrap="nowrap">
                  <Code>{project.uuid}</Code>
                  <CopyButton value={project.uuid}>
                    {({ copied, copy }) => (
                      <Button size="compact-xs" variant="light" onClick={copy}>
                        {copied ? t('infoPages.partnership.copied') : t('infoPages.partnership.copy')}
                      </Button>
                    )}
                  </CopyButton>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
      <Paper withBorder p="lg" radius="md" component="section">
        <Title order={3} mb="sm">
          {t('infoPages.partnership.termsTitle')}
        </Title>
        <RichText text={t('infoPages.partnership.termsBody')} />
      </Paper>
    </Stack>
  );
}
