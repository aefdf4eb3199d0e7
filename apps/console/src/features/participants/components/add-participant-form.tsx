import { Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { addParticipantBody, type ParticipantAccess } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { zodErrors } from '../../../lib/form';
import { ApiError } from '../../../lib/http';
import { currentLocale } from '../../../lib/locale';
import { notifySuccess } from '../../../lib/notify';
import { useAddParticipant } from '../api/participants';

/** Adds a registered user by email as a viewer or an editor (spec §6). */
export function AddParticipantForm({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const add = useAddParticipant(projectId);
  const form = useForm({
    initialValues: { email: '', access: 'edit' as ParticipantAccess },
    validate: (values) => zodErrors(addParticipantBody, values, currentLocale()),
  });

  const submit = form.onSubmit((values) => {
    add.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('participants.added', { email: values.email }));
        form.reset();
      },
      onError: (error) => {
        const message = error instanceof ApiError ? (error.fieldError('email') ?? error.message) : String(error);
        form.setFieldError('email', message);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="participant-add-form">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('participants.email')}
          placeholder="colleague@shop.example"
          type="email"
          style={{ flex: '1 1 260px' }}
          data-testid="participant-email"
          {...form.getInputProps('email')}
        />
        <SegmentedControl
          aria-label={t('participants.access')}
          data={[
            { value: 'view', label: t('participants.accessView') },
            { value: 'edit', label: t('participants.accessEdit') },
          ]}
          data-testid="participant-access"
          {...form.getInputProps('access')}
        />
        <Button type="submit" loading={add.isPending} data-testid="participant-add">
          {t('participants.add')}
        </Button>
      </Group>
    </form>
  );
}
