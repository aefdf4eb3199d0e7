import { Alert, Anchor, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useQuickSearch } from '../../api/quick-search';

/** What the search answers for the selected rule's query right now (10 results); after a save it reads again. */
export function RulePreview({ projectId, query, regex }: { projectId: string; query: string | null; regex: boolean }) {
  const { t } = useTranslation();
  const text = regex ? '' : (query ?? '').trim();
  const [debounced] = useDebouncedValue(text, 400);
  const found = useQuickSearch(projectId, debounced, 10);
  return (
    <Paper withBorder p="md" radius="md" data-testid="merch-preview">
      <Stack gap="xs">
        <Title order={5}>{t('relevance.merch.preview.heading')}</Title>
        <Text size="xs" c="dimmed">
          {t('relevance.merch.preview.note')}
        </Text>
        {query === null && <Text size="sm">{t('relevance.merch.preview.select')}</Text>}
        {query !== null && regex && <Text size="sm">{t('relevance.merch.preview.regex')}</Text>}
        {query !== null && !regex && !text && <Text size="sm">{t('relevance.merch.preview.noQuery')}</Text>}
        {found.isFetching && <Loader size="sm" />}
        {found.isError && <Alert color="red">{t('relevance.merch.searchFailed')}</Alert>}
        {found.data?.redirect && (
          <Text size="sm">
            {t('relevance.merch.preview.redirect')}{' '}
            <Anchor href={found.data.redirect} target="_blank" rel="noreferrer">
              {found.data.redirect}
            </Anchor>
          </Text>
        )}
        {found.data && !found.data.redirect && (
          <>
            <Text size="sm">{t('relevance.merch.preview.hits', { count: found.data.hits })}</Text>
            <Table>
              <Table.Tbody>
                {found.data.offers.map((offer, position) => (
                  <Table.Tr key={offer.id}>
                    <Table.Td c="dimmed">{position + 1}</Table.Td>
                    <Table.Td>{offer.name}</Table.Td>
                    <Table.Td ff="monospace" c="dimmed">
                      {offer.id}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </Paper>
  );
}
