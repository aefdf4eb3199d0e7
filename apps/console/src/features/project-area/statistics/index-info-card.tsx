import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';
import { useIndexInfo } from '../api/get-index-info';
import { formatBytes, formatNumber } from '../format';
import { formatCell } from './columns';
import { StatsLoadFailure } from './load-failure';

/** What the live search index holds (POST /index-info). */
export function IndexInfoCard({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const query = useIndexInfo(projectId);
  const info = query.data;
  const number = (value: number | undefined) => (value === undefined ? '…' : formatNumber(value, locale));
  const items = [
    ['offers', number(info?.offers)],
    ['availableOffers', number(info?.availableOffers)],
    ['categories', number(info?.categories)],
    ['params', number(info?.params)],
    ['storedBytes', info ? formatBytes(info.storedBytes, locale) : '…'],
    ['builtAt', info ? formatCell(info.builtAt, 'date', locale) : '…'],
  ] as const;
  return (
    <Paper withBorder p="lg" radius="md" data-testid="index-info">
      <Stack>
        <Group justify="space-between">
          <Title order={4}>{t('statistics.index.heading')}</Title>
          {info && (
            <Text size="sm" c="dimmed">
              {t('statistics.index.version', { version: info.catalogVersion })}
            </Text>
          )}
        </Group>
        {query.isError ? (
          <StatsLoadFailure error={query.error} />
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
            {items.map(([key, value]) => (
              <Stack key={key} gap={0} data-testid={`index-info-${key}`}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {t(`statistics.index.${key}`)}
                </Text>
                <Text fw={600}>{value}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
