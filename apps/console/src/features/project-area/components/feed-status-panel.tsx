import { Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useLocale } from '../../../lib/use-locale';
import { Modal } from '../../../ui/modal';
import { StatusBadge } from '../../../ui/status-badge';
import { isLoadRunning } from '../api/get-project';
import { type HeldAction, useResolveHeldUpdate } from '../api/resolve-held-update';
import { useUpdateProject } from '../api/update-project';
import type { FeedLoad, ProjectDetail } from '../feed-types';
import { formatBytes, formatDateTime, formatNumber } from '../format';
import { FeedAlerts } from './feed-alerts';

function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text data-testid={testId}>{children}</Text>
    </Stack>
  );
}

/** The running load: offers read and bytes so far; the total is unknown until the end, so the bar only moves. */
function FeedProgress({ status, load }: { status: ProjectDetail['sourceStatus']; load: FeedLoad | null | undefined }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const reading = status === 'process' && load?.status === 'process' && (load.offers > 0 || load.bytes > 0);
  return (
    <Stack gap={6} data-testid="feed-progress" data-state={reading ? 'reading' : 'queued'}>
      <Progress value={100} striped animated color={reading ? 'cyan' : 'blue'} aria-label={t('project.feed.progressLabel')} />
      <Text size="sm" c="dimmed">
        {reading
          ? t('project.feed.progressReading', { offers: formatNumber(load.offers, locale), bytes: formatBytes(load.bytes, locale) })
          : status === 'process'
            ? t('project.feed.progressStarting')
            : t('project.feed.progressQueued')}
      </Text>
    </Stack>
  );
}

type Confirm = 'stop' | 'apply' | null;

/** Status, live progress, last load facts, update/stop and the held-update decision (spec §4, §8). */
export function FeedStatusPanel({ project, canEdit }: { project: ProjectDetail; canEdit: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const update = useUpdateProject(project.uuid);
  const held = useResolveHeldUpdate(project.uuid);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const running = isLoadRunning(project.sourceStatus);
  const load = project.feedLoad ?? null;

  const setStatus = async (sourceStatus: 'wait' | 'stopped') => {
    try {
      await update.mutateAsync({ sourceStatus });
      setConfirm(null);
      notifySuccess(t(sourceStatus === 'wait' ? 'project.feed.updateQueued' : 'project.feed.stopped'));
    } catch {
      // The http layer has already shown why.
    }
  };
  const resolve = async (action: HeldAction) => {
    try {
      await held.mutateAsync(action);
      setConfirm(null);
      notifySuccess(t(action === 'apply' ? 'project.feed.heldApplied' : 'project.feed.heldDropped'));
    } catch {
      // The http layer has already shown why.
    }
  };
  const pendingStatus = update.isPending ? update.variables?.sourceStatus : undefined;

  return (
    <Paper withBorder p="lg" radius="md" data-testid="feed-status" data-status={project.sourceStatus}>
      <Stack>
        <Group justify="space-between" align="center">
          <Group gap="sm">
            <Title order={4}>{t('project.feed.statusHeading')}</Title>
            <StatusBadge status={project.sourceStatus} />
          </Group>
          {canEdit && (
            <Group gap="xs">
              <Button
                onClick={() => void setStatus('wait')}
                loading={pendingStatus === 'wait'}
                disabled={running}
                data-testid="feed-update-button"
              >
                {t('project.feed.update')}
              </Button>
              {project.sourceStatus !== 'stopped' && (
                <Button variant="outline" color="orange" onClick={() => setConfirm('stop')} data-testid="feed-stop-button">
                  {t('project.feed.stop')}
                </Button>
              )}
            </Group>
          )}
        </Group>
        {running && <FeedProgress status={project.sourceStatus} load={load} />}
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <Fact label={t('project.feed.offersCount')} testId="feed-offers-count">
            {formatNumber(project.offersCount ?? 0, locale)}
          </Fact>
          <Fact label={t('project.feed.loadedAt')} testId="feed-loaded-at">
            {project.loadedAt ? formatDateTime(project.loadedAt, locale) : t('common.never')}
          </Fact>
          <Fact label={t('project.feed.format')} testId="feed-format">
            {project.feedFormat}
          </Fact>
          <Fact label={t('project.feedSettings.frequency')}>{t(`project.feedSettings.frequencies.${project.feedUpdateFrequency}`)}</Fact>
        </SimpleGrid>
        <FeedAlerts
          project={project}
          canEdit={canEdit}
          onApplyHeld={() => setConfirm('apply')}
          onDropHeld={() => void resolve('drop')}
          heldPending={held.isPending ? held.variables : undefined}
        />
      </Stack>
      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm === 'apply' ? t('project.feed.heldApplyTitle') : t('project.feed.stopTitle')}
        centered
      >
        <Text size="sm">{confirm === 'apply' ? t('project.feed.heldApplyText') : t('project.feed.stopText')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirm(null)}>
            {t('common.cancel')}
          </Button>
          {confirm === 'apply' ? (
            <Button color="red" loading={held.isPending} onClick={() => void resolve('apply')} data-testid="feed-held-apply-confirm">
              {t('project.feed.heldApply')}
            </Button>
          ) : (
            <Button
              color="orange"
              loading={pendingStatus === 'stopped'}
              onClick={() => void setStatus('stopped')}
              data-testid="feed-stop-confirm"
            >
              {t('project.feed.stop')}
            </Button>
          )}
        </Group>
      </Modal>
    </Paper>
  );
}
