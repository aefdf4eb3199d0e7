import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../lib/locale';
import { useReleaseApiKey } from '../api/release-api-key';

/** Creates a personal API key and shows it this once, with a copy button. */
export function ApiKeySection({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const release = useReleaseApiKey(userId);
  const key = release.data;
  return (
    <Stack>
      <Text size="sm">{t('profile.apiKey.text')}</Text>
      {key ? (
        <Alert color="yellow" title={t('profile.apiKey.shownOnce')}>
          <Stack gap="xs">
            <Group gap="xs" wrap="nowrap">
              <Code data-testid="api-key-value" style={{ wordBreak: 'break-all' }}>
                {key.apiKey}
              </Code>
              <CopyButton value={key.apiKey}>
                {({ copied, copy }) => (
                  <Button size="compact-sm" variant={copied ? 'filled' : 'default'} color={copied ? 'teal' : undefined} onClick={copy}>
                    {copied ? t('common.copied') : t('common.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="xs" c="dimmed">
              {t('profile.apiKey.createdAt', { date: new Date(key.createdAt).toLocaleString(currentLocale()) })}
            </Text>
          </Stack>
        </Alert>
      ) : null}
      <Group>
        <Button variant="default" loading={release.isPending} onClick={() => release.mutate()} data-testid="api-key-release">
          {t('profile.apiKey.release')}
        </Button>
      </Group>
    </Stack>
  );
}
