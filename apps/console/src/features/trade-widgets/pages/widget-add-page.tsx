import { TRADE_WIDGET_TYPES, type TradeWidgetType } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { notifySuccess } from '../../../lib/notify';
import { useCreateTradeWidget, useTradeWidgets } from '../api/trade-widgets';
import { WidgetForm } from '../components/widget-form';
import { emptyValues } from '../form-model';
import { useCanEdit } from '../use-can-edit';

/** /project/:id/trade-widgets/add[?type=recently]: after saving, the edit page shows the preview with real offers. */
export function WidgetAddPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const canEdit = useCanEdit();
  const widgets = useTradeWidgets(id);
  const create = useCreateTradeWidget(id);
  const root = `/project/${id}/trade-widgets`;
  if (!canEdit) return <Navigate to={root} replace />;
  const asked = search.get('type') as TradeWidgetType | null;
  const type = asked && TRADE_WIDGET_TYPES.includes(asked) ? asked : undefined;
  return (
    <WidgetForm
      key={type ?? 'default'}
      projectId={id}
      widgetId={null}
      initialValues={emptyValues(type)}
      others={widgets.data ?? []}
      canEdit
      failedMessage={t('tradeWidgets.notify.notAdded')}
      onSave={async (body) => {
        const widget = await create.mutateAsync(body);
        notifySuccess(t('tradeWidgets.notify.added'));
        navigate(`${root}/edit/${widget.id}`);
      }}
      onCancel={() => navigate(root)}
    />
  );
}
