import { Alert, Badge, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAutoSynonyms, useDecideAutoSynonym } from '../../api/auto-synonyms';

/** Suggested pairs from search statistics and the catalog; editors accept (a two-way synonym) or reject them. */
export function AutoSuggestions({ projectId, canEdit }: { projectId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const query = useAutoSynonyms(projectId);
  const decide = useDecideAutoSynonym(projectId);
  const pending = decide.isPending ? decide.variables : null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="synonyms-auto">
      <Stack gap="xs">
        <Title order={5}>{t('relevance.auto.heading')}</Title>
        <Text size="sm" c="dimmed">
          {t('relevance.auto.intro')}
        </Text>
        {query.isPending && <Loader size="sm" />}
        {query.isError && <Alert color="red">{t('relevance.common.loadFailed')}</Alert>}
        {query.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('relevance.auto.empty')}
          </Text>
        )}
        {Boolean(query.data?.length) && (
          <Table>
            <Table.Tbody>
              {query.data?.map((pair) => {
                const busy = pending?.word === pair.word && pending.synonym === pair.synonym;
                return (
                  <Table.Tr key={`${pair.word}→${pair.synonym}`}>
                    <Table.Td fw={500}>
                      {pair.word} ↔ {pair.synonym}
                    </Table.Td>
                    <Table.Td>
                      {/* Its whole word: a table squeezes a badge into an ellipsis otherwise. */}
                      <Badge variant="light" color={pair.source === 'catalog' ? 'grape' : 'cyan'} miw="max-content">
                        {t(`relevance.auto.sources.${pair.source}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" c="dimmed">
                        {pair.reason}
                      </Text>
                    </Table.Td>
                    {canEdit && (
                      <Table.Td>
                        <Group gap={4} wrap="nowrap" justify="flex-end">
                          <Button
                            size="xs"
                            variant="light"
                            color="green"
                            loading={busy && pending?.accept}
                            disabled={busy}
                            onClick={() => decide.mutate({ word: pair.word, synonym: pair.synonym, accept: true })}
                          >
                            {t('relevance.auto.accept')}
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="gray"
                            loading={busy && !pending?.accept}
                            disabled={busy}
                            onClick={() => decide.mutate({ word: pair.word, synonym: pair.synonym, accept: false })}
                          >
                            {t('relevance.auto.reject')}
                          </Button>
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
