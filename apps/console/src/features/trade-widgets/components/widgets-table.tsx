import { Anchor, Badge, Button, Group, Table } from '@mantine/core';
import type { TradeWidget } from '@vitrina/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/empty-state';
import { DeleteWidgetDialog } from './delete-widget-dialog';

/** Trade widgets of one tab: type, name, enabled, and edit / embed code / delete (delete asks first). */
export function WidgetsTable({
  projectId,
  widgets,
  canEdit,
  addType,
}: {
  projectId: string;
  widgets: TradeWidget[];
  canEdit: boolean;
  addType: 'recently' | null;
}) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<TradeWidget | null>(null);
  const root = `/project/${projectId}/trade-widgets`;
  const add = canEdit && (
    <Button component={Link} to={addType ? `${root}/add?type=${addType}` : `${root}/add`} data-testid="trade-widget-add">
      {t('tradeWidgets.list.add')}
    </Button>
  );
  if (widgets.length === 0) return <EmptyState description={t('tradeWidgets.list.empty')} action={add || undefined} />;
  return (
    <>
      {add && <Group justify="flex-end">{add}</Group>}
      <Table.ScrollContainer minWidth={640}>
        <Table striped data-testid="trade-widgets-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('tradeWidgets.fields.name')}</Table.Th>
              <Table.Th>{t('tradeWidgets.fields.type')}</Table.Th>
              <Table.Th>{t('tradeWidgets.fields.enabled')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {widgets.map((widget) => (
              <Table.Tr key={widget.id} data-testid="trade-widget-row" data-widget-id={widget.id}>
                <Table.Td>{widget.name}</Table.Td>
                <Table.Td>{t(`tradeWidgets.types.${widget.type}`)}</Table.Td>
                <Table.Td>
                  <Badge color={widget.enabled ? 'green' : 'gray'} variant="light">
                    {widget.enabled ? t('tradeWidgets.list.on') : t('tradeWidgets.list.off')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap="sm" justify="flex-end" wrap="nowrap">
                    <Anchor component={Link} to={`${root}/instruction/${widget.id}`} size="sm" data-testid="trade-widget-instruction">
                      {t('tradeWidgets.list.embed')}
                    </Anchor>
                    {canEdit && (
                      <>
                        <Anchor component={Link} to={`${root}/edit/${widget.id}`} size="sm" data-testid="trade-widget-edit">
                          {t('tradeWidgets.common.edit')}
                        </Anchor>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => setDeleting(widget)}
                          data-testid="trade-widget-delete"
                        >
                          {t('tradeWidgets.common.delete')}
                        </Button>
                      </>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <DeleteWidgetDialog projectId={projectId} widget={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
