import { Alert, Code, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/http';
import { useTradeWidget } from '../api/trade-widgets';
import { useWidgetScript } from '../api/widget-script';
import { CopyButton } from '../components/copy-button';
import { embedCodeOf } from '../embed-code';

/** /project/:id/trade-widgets/instruction/:widgetId — the embed code of one widget with copy buttons (spec §2, §8). */
export function WidgetInstructionPage() {
  const { t } = useTranslation();
  const { id = '', widgetId = '' } = useParams();
  const widget = useTradeWidget(id, widgetId);
  const script = useWidgetScript(id);
  if (widget.isPending || script.isPending) return <Loader />;
  if (widget.isError || script.isError) {
    const missing = widget.error instanceof ApiError && widget.error.statusCode === 404;
    return <Alert color="red">{missing ? t('tradeWidgets.common.notFound') : t('tradeWidgets.common.loadFailed')}</Alert>;
  }
  const code = embedCodeOf(script.data.snippet, widgetId, widget.data.type, {
    product: t('tradeWidgets.instruction.productPlaceholder'),
    category: t('tradeWidgets.instruction.categoryPlaceholder'),
  });
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={4}>{widget.data.name}</Title>
        <Text size="sm">{t('tradeWidgets.instruction.intro')}</Text>
        <Code block data-testid="trade-widget-embed-code" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {code}
        </Code>
        <Group>
          <CopyButton
            text={code}
            label={t('tradeWidgets.instruction.copyCode')}
            failedMessage={t('tradeWidgets.instruction.copyCodeFailed')}
            testId="trade-widget-copy-code"
          />
          <CopyButton
            text={widgetId}
            label={t('tradeWidgets.instruction.copyId')}
            failedMessage={t('tradeWidgets.instruction.copyIdFailed')}
            testId="trade-widget-copy-id"
          />
          <Text size="xs" c="dimmed">
            {t('tradeWidgets.instruction.widgetId')}: {widgetId}
          </Text>
        </Group>
        <List size="sm" spacing={4}>
          <List.Item>{t('tradeWidgets.instruction.stepLoader')}</List.Item>
          <List.Item>{t('tradeWidgets.instruction.stepElement')}</List.Item>
          <List.Item>{t('tradeWidgets.instruction.stepProduct')}</List.Item>
          <List.Item>{t('tradeWidgets.instruction.stepHooks')}</List.Item>
          <List.Item>
            {t('tradeWidgets.instruction.stepCall')}{' '}
            <Code>{`vitrina('carousel', '#recs', { widgetId: '${widgetId}', productId: '…' })`}</Code>
          </List.Item>
        </List>
      </Stack>
    </Paper>
  );
}
