import { ActionIcon, Badge, Select, Switch, Table, Text, Tooltip } from '@mantine/core';
import type { Participant, ParticipantAccess } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { useChangeAccess, useErrorSubscription, useRemoveParticipant } from '../api/participants';

interface Props {
  projectId: string;
  participants: Participant[];
  currentUserId: string;
  canEdit: boolean;
}

/**
 * The people with access to a project. Editors change access and remove others; everyone may
 * switch their own error mails and leave. The owner's row is fixed.
 */
export function ParticipantsTable({ projectId, participants, currentUserId, canEdit }: Props) {
  const { t } = useTranslation();
  const changeAccess = useChangeAccess(projectId);
  const remove = useRemoveParticipant(projectId);
  const subscription = useErrorSubscription(projectId);

  const removeRow = (row: Participant) => {
    const question = row.id === currentUserId ? t('participants.confirmLeave') : t('participants.confirmRemove', { email: row.email });
    if (window.confirm(question)) remove.mutate(row.id);
  };

  return (
    <Table striped highlightOnHover data-testid="participants-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('participants.name')}</Table.Th>
          <Table.Th>{t('participants.email')}</Table.Th>
          <Table.Th>{t('participants.access')}</Table.Th>
          <Table.Th>{t('participants.errorMails')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {participants.map((row) => {
          const mine = row.id === currentUserId;
          const owner = row.access === 'owner';
          return (
            <Table.Tr key={row.id} data-testid={`participant-${row.email}`}>
              <Table.Td>
                <Text size="sm">{row.name}</Text>
              </Table.Td>
              <Table.Td>{row.email}</Table.Td>
              <Table.Td>
                {owner || !canEdit ? (
                  <Badge variant="light">{t(`participants.role.${row.access}`)}</Badge>
                ) : (
                  <Select
                    aria-label={t('participants.access')}
                    size="xs"
                    allowDeselect={false}
                    value={row.access}
                    data={[
                      { value: 'view', label: t('participants.role.view') },
                      { value: 'edit', label: t('participants.role.edit') },
                    ]}
                    onChange={(value) => value && changeAccess.mutate({ userId: row.id, access: value as ParticipantAccess })}
                    data-testid={`participant-access-${row.email}`}
                  />
                )}
              </Table.Td>
              <Table.Td>
                <Switch
                  aria-label={t('participants.errorMails')}
                  checked={row.notification.is_subscribed_to_errors}
                  disabled={!mine && !canEdit}
                  onChange={(event) => subscription.mutate({ userId: row.id, subscribe: event.currentTarget.checked })}
                  data-testid={`participant-subscribe-${row.email}`}
                />
              </Table.Td>
              <Table.Td>
                {!owner && (canEdit || mine) && (
                  <Tooltip label={mine ? t('participants.leave') : t('participants.remove')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={mine ? t('participants.leave') : t('participants.remove')}
                      onClick={() => removeRow(row)}
                      data-testid={`participant-remove-${row.email}`}
                    >
                      ✕
                    </ActionIcon>
                  </Tooltip>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
