import { Alert, Anchor, Button, Group, Paper, Progress, Stack, Switch, Text } from '@mantine/core';
import type { CreativeBoosterState, CreativeRulesAnswer } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLocale } from '../../../lib/use-locale';
import { useRunCreatives, useSaveCreativeRules } from '../api/creative-booster';
import { LogsTable } from './logs-table';
import { StateBadge } from './state-badge';

/** Updates (spec §2): run or stop a generation with its live progress, the preserve-hash flag and the logs. */
export function RunPanel({
  projectId,
  status,
  rules,
  canEdit,
}: {
  projectId: string;
  status: CreativeBoosterState;
  rules: CreativeRulesAnswer | undefined;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const run = useRunCreatives(projectId);
  const save = useSaveCreativeRules(projectId);
  const running = status.state === 'process';
  const hasRules = (rules?.rules.templates.length ?? 0) > 0;
  const percent = status.total > 0 ? Math.round((status.done / status.total) * 100) : 0;

  const start = async (next: boolean) => {
    try {
      await run.mutateAsync(next);
      notifySuccess(t(next ? 'creativeBooster.run.started' : 'creativeBooster.run.stopped'));
    } catch (error) {
      notifyError(t('creativeBooster.run.failed', { reason: error instanceof Error ? error.message : '' }));
    }
  };

  const keepHash = async (preserveHash: boolean) => {
    if (!rules) return;
    try {
      await save.mutateAsync({ rules: rules.rules, preserveHash });
    } catch (error) {
      notifyError(t('creativeBooster.editor.saveFailed', { reason: error instanceof Error ? error.message : '' }));
    }
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Group justify="space-between">
            <Group gap="sm">
              <Text fw={600}>{t('creativeBooster.run.title')}</Text>
              <StateBadge state={status.state} testId="creative-run-state" />
            </Group>
            {canEdit &&
              (running ? (
                <Button color="orange" loading={run.isPending} onClick={() => void start(false)} data-testid="creative-stop">
                  {t('creativeBooster.run.stop')}
                </Button>
              ) : (
                <Button
                  loading={run.isPending}
                  disabled={!status.enabled || !hasRules}
                  onClick={() => void start(true)}
                  data-testid="creative-run"
                >
                  {t('creativeBooster.run.start')}
                </Button>
              ))}
          </Group>
          {!status.enabled && <Alert color="gray">{t('creativeBooster.run.enableFirst')}</Alert>}
          {status.enabled && !hasRules && <Alert color="gray">{t('creativeBooster.run.noRules')}</Alert>}
          {(running || status.total > 0) && (
            <Stack gap={4}>
              <Progress value={running ? percent : 100} animated={running} data-testid="creative-progress" />
              <Text size="sm" data-testid="creative-progress-text">
                {t('creativeBooster.run.progress', {
                  done: status.done.toLocaleString(locale),
                  total: status.total.toLocaleString(locale),
                })}
              </Text>
            </Stack>
          )}
          {status.message && (
            <Text
              size="sm"
              c={status.state === 'failed' || status.state === 'error' ? 'red' : undefined}
              data-testid="creative-run-message"
            >
              {status.message}
            </Text>
          )}
          {status.finishedAt !== null && !running && (
            <Text size="xs" c="dimmed">
              {t('creativeBooster.run.finishedAt', { date: new Date(status.finishedAt).toLocaleString(locale) })}
            </Text>
          )}
          <Switch
            checked={rules?.preserveHash ?? true}
            disabled={!canEdit || !rules || save.isPending}
            onChange={(event) => void keepHash(event.currentTarget.checked)}
            label={t('creativeBooster.run.preserveHash')}
            description={t('creativeBooster.run.preserveHashHint')}
            data-testid="creative-preserve-hash"
          />
          <Text size="sm">
            {t('creativeBooster.run.feeds')}{' '}
            <Anchor href={status.feeds.xml} target="_blank" rel="noreferrer">
              XML
            </Anchor>
            {' · '}
            <Anchor href={status.feeds.csv} target="_blank" rel="noreferrer">
              CSV
            </Anchor>
          </Text>
        </Stack>
      </Paper>
      <LogsTable projectId={projectId} running={running} />
    </Stack>
  );
}
