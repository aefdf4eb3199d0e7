import { Alert, Anchor, Code, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWidgetScript } from '../api/widget-script';
import { CopyButton } from './copy-button';

/**
 * What every trade widget of the project shares: the loader script (installed once per site, the same one as the
 * search widget's), the element attributes pages pass, and the search widget settings carousels use.
 */
export function GeneralSettings({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const script = useWidgetScript(projectId);
  return (
    <Stack gap="md">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Title order={4}>{t('tradeWidgets.general.loaderTitle')}</Title>
          <Text size="sm">{t('tradeWidgets.general.loaderIntro')}</Text>
          {script.isPending ? (
            <Loader size="sm" />
          ) : script.isError ? (
            <Alert color="red">{t('tradeWidgets.common.loadFailed')}</Alert>
          ) : (
            <>
              <Code block data-testid="trade-widgets-loader" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                {script.data.snippet}
              </Code>
              <Group>
                <CopyButton
                  text={script.data.snippet}
                  label={t('tradeWidgets.instruction.copyCode')}
                  failedMessage={t('tradeWidgets.instruction.copyCodeFailed')}
                  testId="trade-widgets-copy-loader"
                />
              </Group>
            </>
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Title order={4}>{t('tradeWidgets.general.attributesTitle')}</Title>
          <List size="sm" spacing={4}>
            <List.Item>
              <Code>data-vitrina-widget</Code> — {t('tradeWidgets.general.attrWidget')}
            </List.Item>
            <List.Item>
              <Code>data-product-id</Code> — {t('tradeWidgets.general.attrProduct')}
            </List.Item>
            <List.Item>
              <Code>data-category-id</Code> — {t('tradeWidgets.general.attrCategory')}
            </List.Item>
            <List.Item>
              <Code>data-segment-id</Code> — {t('tradeWidgets.general.attrSegment')}
            </List.Item>
            <List.Item>
              <Code>data-limit</Code> — {t('tradeWidgets.general.attrLimit')}
            </List.Item>
          </List>
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Title order={4}>{t('tradeWidgets.general.sharedTitle')}</Title>
          <Text size="sm">{t('tradeWidgets.general.sharedIntro')}</Text>
          <Anchor component={Link} to={`/project/${projectId}/settings/configuration`} size="sm">
            {t('tradeWidgets.general.sharedLink')}
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
}
