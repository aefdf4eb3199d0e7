import { Alert, Loader, Stack, Text } from '@mantine/core';
import { can } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCurrentUser } from '../../../lib/session';
import { useParticipants } from '../api/participants';
import { AddParticipantForm } from '../components/add-participant-form';
import { ParticipantsTable } from '../components/participants-table';

/** /project/:id/permission — who has access to the project and who gets its error mails (spec §6). */
export function PermissionPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canEdit = can(user.permissions, 'edit', id);
  const participants = useParticipants(id);

  return (
    <Stack data-testid="permission-page">
      <Text c="dimmed" size="sm">
        {t('participants.intro')}
      </Text>
      {canEdit && <AddParticipantForm projectId={id} />}
      {participants.isPending && <Loader size="sm" />}
      {participants.isError && <Alert color="red">{t('participants.loadFailed')}</Alert>}
      {participants.data && <ParticipantsTable projectId={id} participants={participants.data} currentUserId={user.id} canEdit={canEdit} />}
    </Stack>
  );
}
