import { Paper, Select, SimpleGrid, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TRADE_WIDGET_TYPES, type TradeWidget } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { ProductPicker } from '../../../ui/catalog/product-picker';
import { needsProduct, type WidgetFormValues } from '../form-model';

/** Name, type, description, fallback widget, product id, relevance formula, segment, enabled (spec §3). */
export function MainFields({
  projectId,
  form,
  others,
  disabled,
}: {
  projectId: string;
  form: UseFormReturnType<WidgetFormValues>;
  /** The project's other widgets: candidates for the fallback of a new visitor. */
  others: TradeWidget[];
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const type = form.values.type;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={5} mb="sm">
        {t('tradeWidgets.form.mainSection')}
      </Title>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('tradeWidgets.fields.name')}
            withAsterisk
            disabled={disabled}
            data-testid="widget-name"
            {...form.getInputProps('name')}
          />
          <Select
            label={t('tradeWidgets.fields.type')}
            allowDeselect={false}
            disabled={disabled}
            data-testid="widget-type"
            data={TRADE_WIDGET_TYPES.map((value) => ({ value, label: t(`tradeWidgets.types.${value}`) }))}
            description={t(`tradeWidgets.typeHints.${type}`)}
            {...form.getInputProps('type')}
          />
        </SimpleGrid>
        <Textarea
          label={t('tradeWidgets.fields.description')}
          autosize
          minRows={2}
          disabled={disabled}
          data-testid="widget-description"
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('tradeWidgets.fields.fallbackWidgetId')}
            description={t('tradeWidgets.fields.fallbackHint')}
            clearable
            disabled={disabled}
            data-testid="widget-fallback"
            data={others.map((w) => ({ value: w.id, label: w.name }))}
            placeholder={t('tradeWidgets.fields.noFallback')}
            value={form.values.fallbackWidgetId || null}
            onChange={(value) => form.setFieldValue('fallbackWidgetId', value ?? '')}
            error={form.errors.fallbackWidgetId}
          />
          <ProductPicker
            projectId={projectId}
            single
            label={t('tradeWidgets.fields.productId')}
            description={needsProduct(type) ? t('tradeWidgets.fields.productIdNeeded') : t('tradeWidgets.fields.productIdHint')}
            disabled={disabled}
            testId="widget-product-id"
            value={form.values.productId ? [form.values.productId] : []}
            onChange={(ids) => form.setFieldValue('productId', ids[0] ?? '')}
            error={form.errors.productId}
          />
          <TextInput
            label={t('tradeWidgets.fields.segmentId')}
            description={t('tradeWidgets.fields.segmentIdHint')}
            disabled={disabled}
            data-testid="widget-segment-id"
            {...form.getInputProps('segmentId')}
          />
          <Switch
            label={t('tradeWidgets.fields.enabled')}
            mt="lg"
            disabled={disabled}
            data-testid="widget-enabled"
            {...form.getInputProps('enabled', { type: 'checkbox' })}
          />
        </SimpleGrid>
        <Textarea
          label={t('tradeWidgets.fields.scriptScore')}
          description={t('tradeWidgets.fields.scriptScoreHint')}
          autosize
          minRows={2}
          styles={{ input: { fontFamily: 'monospace' } }}
          disabled={disabled}
          data-testid="widget-script-score"
          {...form.getInputProps('scriptScore')}
        />
      </Stack>
    </Paper>
  );
}
