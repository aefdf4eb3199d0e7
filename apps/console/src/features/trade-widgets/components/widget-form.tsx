import { Button, Grid, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TradeWidget, TradeWidgetInput } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { serverErrors } from '../../../lib/form';
import { ApiError } from '../../../lib/http';
import { notifyError, notifyWarning } from '../../../lib/notify';
import { useLocale } from '../../../lib/use-locale';
import { bodyOf, validateWidget, type WidgetFormValues } from '../form-model';
import { MainFields } from './main-fields';
import { StyleFields } from './style-fields';
import { WidgetPreview } from './widget-preview';

/**
 * The add / edit form of a trade widget: every field of spec §3, checked with the contracts schema before any
 * call, with the live preview beside it. `failedMessage` is the §8 'widget not added / updated' text.
 */
export function WidgetForm({
  projectId,
  widgetId,
  initialValues,
  others,
  canEdit,
  failedMessage,
  onSave,
  onCancel,
}: {
  projectId: string;
  widgetId: string | null;
  initialValues: WidgetFormValues;
  others: TradeWidget[];
  canEdit: boolean;
  failedMessage: string;
  onSave: (body: TradeWidgetInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const form = useForm<WidgetFormValues>({ initialValues, validate: (values) => validateWidget(values, locale) });

  const submit = form.onSubmit(
    async (values) => {
      try {
        await onSave(bodyOf(values));
      } catch (error) {
        if (error instanceof ApiError && Object.keys(error.errors).length) {
          form.setErrors(serverErrors(error));
          notifyWarning(t('tradeWidgets.notify.formInvalid'));
        } else notifyError(error instanceof ApiError ? `${failedMessage}: ${error.message}` : failedMessage);
      }
    },
    () => notifyWarning(t('tradeWidgets.notify.formInvalid')),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="trade-widget-form">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            <MainFields projectId={projectId} form={form} others={others.filter((w) => w.id !== widgetId)} disabled={!canEdit} />
            <StyleFields form={form} disabled={!canEdit} />
            <Group>
              {canEdit && (
                <Button type="submit" data-testid="trade-widget-save">
                  {t('tradeWidgets.common.save')}
                </Button>
              )}
              <Button variant="default" onClick={onCancel}>
                {t('tradeWidgets.common.back')}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <div style={{ position: 'sticky', top: 16 }}>
            <WidgetPreview projectId={projectId} widgetId={widgetId} values={form.values} />
          </div>
        </Grid.Col>
      </Grid>
    </form>
  );
}
