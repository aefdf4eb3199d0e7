import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { useSaveStatsSettings, useStatsSettings } from './api/stats-settings';
import { StatsLoadFailure } from './load-failure';

const MAX_MONTHS = 120;

/** How many months of raw events the project keeps; empty follows the server's default. */
export function RetentionCard({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const settings = useStatsSettings(projectId);
  const save = useSaveStatsSettings(projectId);
  const [months, setMonths] = useState<number | string>('');
  const [saved, setSaved] = useState(false);
  const current = settings.data?.eventsRetentionMonths ?? null;
  useEffect(() => setMonths(current ?? ''), [current]);

  const value = months === '' ? null : Number(months);
  const invalid = value !== null && (!Number.isInteger(value) || value < 1 || value > MAX_MONTHS);
  const serverError = save.error instanceof ApiError ? save.error.fieldError('eventsRetentionMonths') : undefined;
  const submit = () => {
    setSaved(false);
    if (!invalid) save.mutate(value, { onSuccess: () => setSaved(true) });
  };

  return (
    <Paper withBorder p="lg" radius="md" data-testid="stats-retention">
      <Stack gap="sm">
        <Title order={4}>{t('statisticsSettings.heading')}</Title>
        {settings.isError ? (
          <StatsLoadFailure error={settings.error} />
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Group align="flex-end">
              <NumberInput
                w={260}
                label={t('statisticsSettings.retention')}
                placeholder={t('statisticsSettings.default', { months: settings.data?.defaultRetentionMonths ?? '…' })}
                value={months}
                onChange={(next) => {
                  setMonths(next);
                  setSaved(false);
                }}
                min={1}
                max={MAX_MONTHS}
                allowDecimal={false}
                allowNegative={false}
                error={invalid ? t('statisticsSettings.range', { max: MAX_MONTHS }) : serverError}
                data-testid="stats-retention-months"
              />
              <Button type="submit" loading={save.isPending} disabled={invalid || settings.isPending} data-testid="stats-retention-save">
                {t('statisticsSettings.save')}
              </Button>
            </Group>
          </form>
        )}
        <Text size="sm" c={saved ? 'teal' : 'dimmed'} data-testid="stats-retention-hint">
          {saved ? t('statisticsSettings.saved') : t('statisticsSettings.hint')}
        </Text>
      </Stack>
    </Paper>
  );
}
