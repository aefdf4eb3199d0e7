import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';
import { isLoadRunning } from '../api/get-project';
import type { HeldAction } from '../api/resolve-held-update';
import { failedLoadParts, type ProjectDetail } from '../feed-types';
import { formatNumber } from '../format';

interface FeedAlertsProps {
  project: ProjectDetail;
  canEdit: boolean;
  onApplyHeld: () => void;
  onDropHeld: () => void;
  heldPending?: HeldAction;
}

/** What the owner should know about the feed right now: stopped, failed, held, over the plan, skipped offers. */
export function FeedAlerts({ project, canEdit, onApplyHeld, onDropHeld, heldPending }: FeedAlertsProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const load = project.feedLoad ?? null;
  const running = isLoadRunning(project.sourceStatus);
  const failed = !running && (project.sourceStatus === 'failed' || load?.status === 'failed');
  const exceeds = project.exceedsAllowOffers;
  const number = (value: number) => formatNumber(value, locale);
  const failure = failedLoadParts(load?.status === 'failed' ? load.error : null);

  return (
    <Stack gap="sm">
      {project.sourceStatus === 'new' && !load && (
        <Alert color="gray" data-testid="feed-alert-new">
          {t('project.feed.notLoadedYet')}
        </Alert>
      )}
      {project.sourceStatus === 'stopped' && (
        <Alert color="orange" title={t('project.feed.stoppedTitle')} data-testid="feed-alert-stopped">
          {t('project.feed.stoppedText')}
        </Alert>
      )}
      {failed && (
        <Alert color="red" title={t('project.feed.failedTitle')} data-testid="feed-alert-failed">
          <Stack gap={4}>
            <Text size="sm" data-testid="feed-error-message">
              {failure.message ?? t('project.failedWarning')}
            </Text>
            {failure.position && (
              <Text size="sm" ff="monospace" data-testid="feed-error-position">
                {failure.position.column != null
                  ? t('project.feed.errorPosition', { line: failure.position.line, column: failure.position.column })
                  : t('project.feed.errorLine', { line: failure.position.line })}
              </Text>
            )}
            {failure.formatHint && (
              <Text size="sm" fw={500} data-testid="feed-yml-problem">
                {t('project.feed.ymlProblem', { format: project.feedFormat })}
              </Text>
            )}
            {project.offersCount > 0 && project.sourceStatus !== 'stopped' && (
              <Text size="sm" c="dimmed">
                {t('project.feed.failedKeepsOld', { offers: number(project.offersCount) })}
              </Text>
            )}
          </Stack>
        </Alert>
      )}
      {project.hasHeldUpdate && (
        <Alert color="yellow" title={t('project.feed.heldTitle')} data-testid="feed-alert-held">
          <Stack gap="sm">
            <Text size="sm">
              {load?.status === 'held'
                ? t('project.feed.heldText', {
                    newCount: number(load.feedOffers ?? load.offers),
                    currentCount: number(project.offersCount),
                  })
                : t('project.feed.heldTextShort')}
            </Text>
            {canEdit && (
              <Group gap="xs">
                <Button size="xs" color="red" onClick={onApplyHeld} loading={heldPending === 'apply'} data-testid="feed-held-apply">
                  {t('project.feed.heldApply')}
                </Button>
                <Button size="xs" variant="default" onClick={onDropHeld} loading={heldPending === 'drop'} data-testid="feed-held-drop">
                  {t('project.feed.heldDrop')}
                </Button>
              </Group>
            )}
          </Stack>
        </Alert>
      )}
      {exceeds && (
        <Alert color="grape" title={t('project.feed.exceedsTitle')} data-testid="feed-alert-exceeds">
          {t('project.feed.exceedsAllowOffersMsg', { offersLimit: number(exceeds.offersLimit), offersCount: number(exceeds.offersCount) })}
        </Alert>
      )}
      {!running && load?.status === 'success' && load.skipped > 0 && (
        <Alert color="blue" data-testid="feed-alert-skipped">
          {t('project.feed.skippedNote', { skipped: number(load.skipped) })}
        </Alert>
      )}
    </Stack>
  );
}
