import { Alert, Button, Code, Group, Loader, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/http';
import { notifySuccess } from '../../../../lib/notify';
import { useLocale } from '../../../../lib/use-locale';
import { useRelevanceProject, useSaveWidgetSettings, useWidgetScript } from '../../api/project';
import { TrackerEventCard } from './tracker-event-card';
import { emptyEvent, type TrackerFormValues, toFormEvents, toTrackerEvents, validateTrackerEvents } from './tracker-model';

/** Tracker events (spec §2): loaded from the project's widgetSettings. */
export function TrackerEditor({ projectId, canEdit }: { projectId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const project = useRelevanceProject(projectId);
  if (project.isPending) return <Loader size="sm" />;
  if (project.isError) return <Alert color="red">{t('relevance.common.loadFailed')}</Alert>;
  const settings = project.data.widgetSettings as Record<string, unknown> | null | undefined;
  return <TrackerForm projectId={projectId} canEdit={canEdit} widgetSettings={settings ?? null} />;
}

interface TrackerFormProps {
  projectId: string;
  canEdit: boolean;
  /** null when the project has no widget settings yet: saving is refused with the §8 tracker error. */
  widgetSettings: Record<string, unknown> | null;
}

export function TrackerForm({ projectId, canEdit, widgetSettings }: TrackerFormProps) {
  const { t } = useTranslation();
  const { translateRef } = useLocale();
  const save = useSaveWidgetSettings(projectId);
  const script = useWidgetScript(projectId);
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<TrackerFormValues>({
    initialValues: { events: toFormEvents(widgetSettings?.trackerEvents) },
    validate: (values) => validateTrackerEvents(values, t, translateRef('validation.required')),
  });

  const onSave = async () => {
    setGeneral(null);
    if (form.validate().hasErrors) {
      setGeneral(translateRef('errors.formInvalid'));
      return;
    }
    if (!widgetSettings) {
      setGeneral(`${t('relevance.tracker.saveError')}: ${t('relevance.tracker.noWidgetSettings')}`);
      return;
    }
    try {
      await save.mutateAsync({ trackerEvents: toTrackerEvents(form.values.events) });
      form.resetDirty();
      notifySuccess(t('relevance.tracker.saved'));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // §8 tracker save error, with the server's reason.
      setGeneral(`${t('relevance.tracker.saveError')}: ${error.firstError() ?? error.message}`);
    }
  };

  return (
    <Stack maw={1100} data-testid="tracker-editor">
      <Alert color="blue" title={t('relevance.tracker.howTitle')} data-testid="tracker-how">
        <Stack gap="xs">
          <Text size="sm">{t('relevance.tracker.how')}</Text>
          <Text size="sm" data-testid="tracker-example">
            {t('relevance.tracker.example')}
          </Text>
          {script.data?.snippet && (
            <Code block data-testid="tracker-snippet">
              {script.data.snippet}
            </Code>
          )}
        </Stack>
      </Alert>
      {form.values.events.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="tracker-empty">
          {t('relevance.tracker.empty')}
        </Text>
      )}
      {form.values.events.map((event, index) => (
        <TrackerEventCard key={event.uid} form={form} index={index} disabled={!canEdit} />
      ))}
      {general && (
        <Alert color="red" data-testid="tracker-error">
          {general}
        </Alert>
      )}
      {canEdit && (
        <Group justify="space-between">
          <Button variant="light" onClick={() => form.insertListItem('events', emptyEvent())} data-testid="tracker-add">
            + {t('relevance.tracker.add')}
          </Button>
          <Button onClick={() => void onSave()} loading={save.isPending} disabled={!form.isDirty()} data-testid="tracker-save">
            {t('relevance.tracker.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
