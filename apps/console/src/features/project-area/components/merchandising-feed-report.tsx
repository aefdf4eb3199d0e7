import { Anchor, Badge, Group, List, Stack, Text } from '@mantine/core';
import type { MerchandisingFeedResult } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';
import { formatNumber } from '../format';

/** Refused lines shown per feed; the server keeps the first 100, the count says how many in all. */
const SHOWN_LINES = 10;

function FeedResult({ result }: { result: MerchandisingFeedResult }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const failed = result.error !== null;
  return (
    <Stack gap={4} data-testid="merchandising-feed-result" data-failed={failed ? 'true' : 'false'}>
      <Group gap="xs" wrap="nowrap">
        <Badge color={failed ? 'red' : result.rejectedCount > 0 ? 'yellow' : 'green'} variant="light" style={{ flexShrink: 0 }}>
          {failed ? t('project.feedHistory.merchandising.failed') : t('project.feedHistory.merchandising.applied')}
        </Badge>
        <Anchor href={result.url} target="_blank" rel="noreferrer" size="sm" style={{ wordBreak: 'break-all' }}>
          {result.url}
        </Anchor>
      </Group>
      <Text size="sm" data-testid="merchandising-feed-counts">
        {failed
          ? t('project.feedHistory.merchandising.kept', { rules: formatNumber(result.rules, locale) })
          : t('project.feedHistory.merchandising.counts', {
              rules: formatNumber(result.rules, locale),
              rejected: formatNumber(result.rejectedCount, locale),
            })}
      </Text>
      {result.error && (
        <Text size="sm" c="red.8" data-testid="merchandising-feed-error">
          {result.error}
        </Text>
      )}
      {result.rejected.length > 0 && (
        <List size="xs" spacing={2} data-testid="merchandising-feed-rejected">
          {result.rejected.slice(0, SHOWN_LINES).map((line) => (
            <List.Item key={line.line}>
              {t('project.feedHistory.merchandising.line', { line: line.line })}{' '}
              {Object.entries(line.errors)
                .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
                .join('; ')}
            </List.Item>
          ))}
          {result.rejectedCount > SHOWN_LINES && (
            <List.Item>{t('project.feedHistory.merchandising.more', { total: formatNumber(result.rejectedCount, locale) })}</List.Item>
          )}
        </List>
      )}
    </Stack>
  );
}

/** What each merchandising feed (merchandisingUrls) gave a load: rules applied, lines refused, or the failure. */
export function MerchandisingFeedReport({ results }: { results: readonly MerchandisingFeedResult[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="merchandising-feed-report">
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {t('project.feedHistory.merchandising.heading')}
      </Text>
      {results.map((result) => (
        <FeedResult key={result.url} result={result} />
      ))}
    </Stack>
  );
}
