import { Button, Group, Text } from '@mantine/core';
import type { TradeWidget } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { Modal } from '../../../ui/modal';
import { useDeleteTradeWidget } from '../api/trade-widgets';

/** Asks before deleting; tells whether the widget was deleted (spec §8). */
export function DeleteWidgetDialog({ projectId, widget, onClose }: { projectId: string; widget: TradeWidget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteTradeWidget(projectId);
  const confirm = async () => {
    if (!widget) return;
    try {
      await remove.mutateAsync(widget.id);
      notifySuccess(t('tradeWidgets.notify.deleted'));
      onClose();
    } catch {
      notifyError(t('tradeWidgets.notify.notDeleted'));
    }
  };
  return (
    <Modal opened={widget !== null} onClose={onClose} title={t('tradeWidgets.list.deleteTitle')} centered>
      <Text mb="lg">{t('tradeWidgets.list.deleteConfirm', { name: widget?.name ?? '' })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('tradeWidgets.common.cancel')}
        </Button>
        <Button color="red" loading={remove.isPending} onClick={() => void confirm()} data-testid="trade-widget-delete-confirm">
          {t('tradeWidgets.common.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
