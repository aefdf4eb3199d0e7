import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CreateProjectForm } from '../components/create-project-form';

export function CreateProjectPage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Text c="dimmed">{t('projectCreate.text')}</Text>
      <CreateProjectForm />
    </Stack>
  );
}
