import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { CreativeRule, CreativeTemplate } from '@vitrina/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLocale } from '../../../lib/use-locale';
import { EmptyState } from '../../../ui/empty-state';
import { useDeleteTemplate } from '../api/creative-booster';
import { ConfirmDialog } from './confirm-dialog';
import { UploadTemplateButton } from './upload-template-button';

/** The uploaded templates with their rule's state; edit opens the template editor, delete asks first. */
export function TemplatesList({
  projectId,
  templates,
  rules,
  canEdit,
  onEdit,
}: {
  projectId: string;
  templates: CreativeTemplate[];
  rules: CreativeRule[];
  canEdit: boolean;
  onEdit: (templateId: string) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const remove = useDeleteTemplate(projectId);
  const [deleting, setDeleting] = useState<CreativeTemplate | null>(null);

  const confirm = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess(t('creativeBooster.templates.deleted', { name: deleting.name }));
      setDeleting(null);
    } catch (error) {
      notifyError(t('creativeBooster.templates.notDeleted', { reason: error instanceof Error ? error.message : '' }));
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t('creativeBooster.templates.intro')}
        </Text>
        {canEdit && <UploadTemplateButton projectId={projectId} />}
      </Group>
      {templates.length === 0 ? (
        <EmptyState description={t('creativeBooster.templates.empty')} />
      ) : (
        <Table striped data-testid="creative-templates">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('creativeBooster.templates.name')}</Table.Th>
              <Table.Th>{t('creativeBooster.templates.size')}</Table.Th>
              <Table.Th>{t('creativeBooster.templates.rule')}</Table.Th>
              <Table.Th>{t('creativeBooster.templates.uploaded')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {templates.map((template) => {
              const rule = rules.find((r) => r.templateId === template.id);
              return (
                <Table.Tr key={template.id} data-testid="creative-template-row">
                  <Table.Td>{rule?.name ?? template.name}</Table.Td>
                  <Table.Td>
                    {template.width} × {template.height}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={rule ? (rule.enabled ? 'green' : 'gray') : 'yellow'} variant="light">
                      {t(
                        rule
                          ? rule.enabled
                            ? 'creativeBooster.templates.ruleOn'
                            : 'creativeBooster.templates.ruleOff'
                          : 'creativeBooster.templates.noRule',
                      )}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{new Date(template.createdAt).toLocaleString(locale)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => onEdit(template.id)} data-testid="creative-template-edit">
                        {t(canEdit ? 'creativeBooster.templates.edit' : 'creativeBooster.templates.view')}
                      </Button>
                      {canEdit && (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => setDeleting(template)}
                          data-testid="creative-template-delete"
                        >
                          {t('creativeBooster.common.delete')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('creativeBooster.templates.deleteTitle')}
        text={t('creativeBooster.templates.deleteText', { name: deleting?.name ?? '' })}
        loading={remove.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
