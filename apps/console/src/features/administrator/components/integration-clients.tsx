import { ActionIcon, Alert, Button, Code, Group, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { useCreateClient, useDeleteClient, useIntegrationClients } from '../api/service';

/** The CMS modules allowed to ask shop owners for a project (the /authorize flow). */
export function IntegrationClients() {
  const { t } = useTranslation();
  const clients = useIntegrationClients();
  const create = useCreateClient();
  const remove = useDeleteClient();
  const [name, setName] = useState('');
  const [uris, setUris] = useState('');
  const [created, setCreated] = useState<{ clientId: string; clientSecret: string } | null>(null);
  const errors = create.error instanceof ApiError ? create.error.errors : {};
  const uriError = Object.entries(errors).find(([field]) => field.startsWith('redirectUris'))?.[1][0];

  const submit = () => {
    setCreated(null);
    const redirectUris = uris
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    create.mutate(
      { name, redirectUris },
      {
        onSuccess: (answer) => {
          setCreated(answer);
          setName('');
          setUris('');
        },
      },
    );
  };

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('administrator.service.clientsIntro')}
      </Text>
      <Group align="flex-start" grow>
        <TextInput
          label={t('administrator.service.clientName')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name?.[0]}
        />
        <Textarea
          label={t('administrator.service.redirectUris')}
          placeholder="https://shop.example/bitrix/admin/vitrina_callback.php"
          autosize
          minRows={1}
          value={uris}
          onChange={(e) => setUris(e.currentTarget.value)}
          error={uriError}
        />
      </Group>
      <Group>
        <Button onClick={submit} loading={create.isPending} data-testid="client-create">
          {t('administrator.service.addClient')}
        </Button>
      </Group>
      {created && (
        <Alert color="green" data-testid="client-secret">
          <Text size="sm">{t('administrator.service.secretOnce')}</Text>
          <Code block mt="xs">{`client_id=${created.clientId}\nclient_secret=${created.clientSecret}`}</Code>
        </Alert>
      )}
      <Table striped data-testid="clients-table">
        <Table.Tbody>
          {(clients.data ?? []).map((client) => (
            <Table.Tr key={client.clientId}>
              <Table.Td>{client.name}</Table.Td>
              <Table.Td>
                <Code>{client.clientId}</Code>
              </Table.Td>
              <Table.Td>{client.redirectUris.join(', ')}</Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('administrator.service.deleteClient')}
                  onClick={() =>
                    window.confirm(t('administrator.service.confirmDeleteClient', { name: client.name })) && remove.mutate(client.clientId)
                  }
                >
                  ✕
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
