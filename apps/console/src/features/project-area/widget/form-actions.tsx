import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WidgetFormApi } from './use-widget-form';

/** Save (one PATCH of the changes) and discard the draft; publishing is in the project header (PublishStatus). */
export function FormActions({ api }: { api: WidgetFormApi }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" style={{ position: 'sticky', bottom: 0, zIndex: 5, background: 'var(--mantine-color-body)' }}>
      <Group justify="space-between">
        <Group>
          {/* Nothing to save is a disabled button, not a message after the click. */}
          <Button type="submit" loading={api.saving} disabled={!api.changed} data-testid="settings-save">
            {t('common.save')}
          </Button>
          {api.changed && (
            <Button variant="subtle" onClick={api.discard} data-testid="settings-discard">
              {t('widget.discard')}
            </Button>
          )}
          {api.changed && (
            <Text size="sm" c="orange" data-testid="settings-unsaved">
              {t('widget.unsaved')}
            </Text>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('publish.saveThenPublish')}
        </Text>
      </Group>
    </Paper>
  );
}
