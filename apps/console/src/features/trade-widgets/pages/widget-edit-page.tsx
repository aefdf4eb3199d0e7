import { Alert, Button, Group, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/http';
import { notifySuccess } from '../../../lib/notify';
import { useTradeWidget, useTradeWidgets, useUpdateTradeWidget } from '../api/trade-widgets';
import { WidgetForm } from '../components/widget-form';
import { valuesOf } from '../form-model';
import { useCanEdit } from '../use-can-edit';

/** /project/:id/trade-widgets/edit/:widgetId — read-only for a user without the edit permission. */
export function WidgetEditPage() {
  const { t } = useTranslation();
  const { id = '', widgetId = '' } = useParams();
  const navigate = useNavigate();
  const canEdit = useCanEdit();
  const widget = useTradeWidget(id, widgetId);
  const widgets = useTradeWidgets(id);
  const update = useUpdateTradeWidget(id, widgetId);
  const root = `/project/${id}/trade-widgets`;
  if (widget.isPending) return <Loader />;
  if (widget.isError) {
    const missing = widget.error instanceof ApiError && widget.error.statusCode === 404;
    return <Alert color="red">{missing ? t('tradeWidgets.common.notFound') : t('tradeWidgets.common.loadFailed')}</Alert>;
  }
  return (
    <>
      <Group justify="flex-end" mb="sm">
        <Button component={Link} to={`${root}/instruction/${widgetId}`} variant="light" data-testid="trade-widget-instruction-link">
          {t('tradeWidgets.list.embed')}
        </Button>
      </Group>
      <WidgetForm
        key={widget.data.updatedAt}
        projectId={id}
        widgetId={widgetId}
        initialValues={valuesOf(widget.data)}
        others={widgets.data ?? []}
        canEdit={canEdit}
        failedMessage={t('tradeWidgets.notify.notUpdated')}
        onSave={async (body) => {
          await update.mutateAsync(body);
          notifySuccess(t('tradeWidgets.notify.updated'));
        }}
        onCancel={() => navigate(root)}
      />
    </>
  );
}
