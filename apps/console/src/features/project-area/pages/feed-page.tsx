import { Anchor, Button, Group, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../lib/locale';
import { notifySuccess } from '../../../lib/notify';
import { StatusBadge } from '../../../ui/status-badge';
import { useUpdateProject } from '../api/update-project';
import { FeedEditForm } from '../components/feed-edit-form';
import { useProjectContext } from '../project-context';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

export function FeedPage() {
  const { t } = useTranslation();
  const { project, canEdit } = useProjectContext();
  const update = useUpdateProject(project.uuid);
  const locale = currentLocale();

  const setStatus = async (sourceStatus: 'wait' | 'stopped') => {
    try {
      await update.mutateAsync({ sourceStatus });
      notifySuccess(t(sourceStatus === 'wait' ? 'project.feed.updateQueued' : 'project.feed.stopped'));
    } catch {
      // The http layer has already shown why.
    }
  };
  const pending = update.isPending ? update.variables?.sourceStatus : undefined;

  return (
    <Stack maw={900}>
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            <Fact label={t('project.feed.status')}>
              <StatusBadge status={project.sourceStatus} />
            </Fact>
            <Fact label={t('project.feed.format')}>
              <Text data-testid="feed-format">{project.feedFormat}</Text>
            </Fact>
            <Fact label={t('project.feed.offersCount')}>
              <Text data-testid="feed-offers-count">{new Intl.NumberFormat(locale).format(project.offersCount ?? 0)}</Text>
            </Fact>
            <Fact label={t('project.feed.loadedAt')}>
              <Text data-testid="feed-loaded-at">
                {project.loadedAt
                  ? new Date(project.loadedAt).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })
                  : t('common.never')}
              </Text>
            </Fact>
          </SimpleGrid>
          <Fact label={t('project.feed.urls')}>
            <List size="sm" data-testid="feed-urls">
              {project.feedUrls.map((url) => (
                <List.Item key={url}>
                  <Anchor href={url} target="_blank" rel="noreferrer" style={{ wordBreak: 'break-all' }}>
                    {url}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Fact>
          {canEdit && (
            <Group>
              <Button onClick={() => void setStatus('wait')} loading={pending === 'wait'} data-testid="feed-update-button">
                {t('project.feed.update')}
              </Button>
              {project.sourceStatus !== 'stopped' && (
                <Button
                  variant="outline"
                  color="orange"
                  onClick={() => void setStatus('stopped')}
                  loading={pending === 'stopped'}
                  data-testid="feed-stop-button"
                >
                  {t('project.feed.stop')}
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </Paper>
      {canEdit && <FeedEditForm key={`${project.uuid}-${project.feedUrls.join(' ')}`} project={project} />}
    </Stack>
  );
}
