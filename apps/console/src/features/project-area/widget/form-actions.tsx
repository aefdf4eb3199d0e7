import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useLocale } from '../../../lib/use-locale';
import { usePublishWidgetScript } from '../api/publish-widget-script';
import type { ProjectDetail } from '../feed-types';
import { formatDateTime } from '../format';
import type { WidgetFormApi } from './use-widget-form';

/** Save (one PATCH of the changes), discard the draft, and publish the saved settings to the shop's loader. */
export function FormActions({ project, api }: { project: ProjectDetail; api: WidgetFormApi }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const publish = usePublishWidgetScript(project.uuid);
  const runPublish = async () => {
    try {
      await publish.mutateAsync();
      notifySuccess(t('widget.published'));
    } catch {
      // The http layer has already shown why.
    }
  };
  return (
    <Paper withBorder p="md" radius="md" style={{ position: 'sticky', bottom: 0, zIndex: 5, background: 'var(--mantine-color-body)' }}>
      <Group justify="space-between">
        <Group>
          <Button type="submit" loading={api.saving} data-testid="settings-save">
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
        <Group>
          <Text size="sm" c="dimmed" data-testid="settings-published-at">
            {t('widget.publishedAt', {
              date: project.lastScriptUpdated ? formatDateTime(project.lastScriptUpdated, locale) : t('common.never'),
            })}
          </Text>
          <Button
            variant="light"
            onClick={() => void runPublish()}
            loading={publish.isPending}
            disabled={api.changed}
            title={api.changed ? t('widget.saveBeforePublish') : undefined}
            data-testid="settings-publish"
          >
            {t('widget.publish')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
