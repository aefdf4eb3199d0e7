import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { patchSourceBody } from '@vitrina/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { zodErrors } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { useLocale } from '../../../lib/use-locale';
import { useDeleteProject } from '../api/delete-project';
import { useSaveProject } from '../api/update-project';
import { DeleteProjectDialog } from '../components/delete-project-dialog';
import { SearchDefaultsForm } from '../components/search-defaults-form';
import { useProjectContext } from '../project-context';

export function SettingsPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { project, canEdit, canDelete } = useProjectContext();
  const { save, saving } = useSaveProject(project.uuid, (field) => {
    const name = field.replace(/^content\./, '');
    return name === 'name' || name === 'description' ? name : null;
  });
  const remove = useDeleteProject(project.uuid);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const form = useForm({
    initialValues: { name: project.content?.name || project.name, description: project.content?.description ?? '' },
    validate: (values) =>
      zodErrors(patchSourceBody, { content: values }, locale, (path) => (path.startsWith('content.') ? path.slice(8) : path)),
  });

  const submit = form.onSubmit((values) => save(form, { content: values }, values));

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync();
      setDeleteOpen(false);
      notifySuccess(t('project.settings.deleted'));
      navigate('/projects', { replace: true });
    } catch {
      // The http layer has already shown why.
    }
  };

  return (
    <Stack maw={720}>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={4}>{t('project.settings.heading')}</Title>
            <TextInput label={t('project.settings.name')} readOnly={!canEdit} data-testid="settings-name" {...form.getInputProps('name')} />
            <Textarea
              label={t('project.settings.description')}
              autosize
              minRows={3}
              readOnly={!canEdit}
              data-testid="settings-description"
              {...form.getInputProps('description')}
            />
            {canEdit && (
              <Group>
                <Button type="submit" loading={saving} data-testid="settings-general-save">
                  {t('common.save')}
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </Paper>
      <SearchDefaultsForm project={project} canEdit={canEdit} />
      {canDelete && (
        <Paper withBorder p="lg" radius="md" style={{ borderColor: 'var(--mantine-color-red-4)' }}>
          <Stack>
            <Title order={4} c="red">
              {t('project.settings.dangerHeading')}
            </Title>
            <Text size="sm">{t('project.settings.dangerText')}</Text>
            <Group>
              <Button color="red" variant="outline" onClick={() => setDeleteOpen(true)} data-testid="delete-project-button">
                {t('project.settings.delete')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      <DeleteProjectDialog
        opened={deleteOpen}
        projectName={project.name || project.content?.name}
        deleting={remove.isPending}
        onClose={() => setDeleteOpen(false)}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}
