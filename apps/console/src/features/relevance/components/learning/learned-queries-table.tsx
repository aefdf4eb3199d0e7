import { Anchor, Table, Text } from '@mantine/core';
import type { LearnedQuery } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../lib/use-locale';

interface LearnedQueriesTableProps {
  queries: LearnedQuery[];
  selected: string | null;
  onSelect: (query: LearnedQuery) => void;
}

/** One page of learned queries: how many offers each moves, and the evidence behind it. */
export function LearnedQueriesTable({ queries, selected, onSelect }: LearnedQueriesTableProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const number = new Intl.NumberFormat(locale);
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : '—');
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover data-testid="learned-queries">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('relevance.learning.columns.query')}</Table.Th>
            <Table.Th ta="right">{t('relevance.learning.columns.promoted')}</Table.Th>
            <Table.Th ta="right">{t('relevance.learning.columns.demoted')}</Table.Th>
            <Table.Th ta="right">{t('relevance.learning.columns.impressions')}</Table.Th>
            <Table.Th ta="right">{t('relevance.learning.columns.clicks')}</Table.Th>
            <Table.Th ta="right">{t('relevance.learning.columns.carts')}</Table.Th>
            <Table.Th ta="right">{t('relevance.learning.columns.purchases')}</Table.Th>
            <Table.Th>{t('relevance.learning.columns.lastEvent')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {queries.map((query) => (
            <Table.Tr
              key={query.key}
              bg={query.key === selected ? 'var(--mantine-primary-color-light)' : undefined}
              aria-selected={query.key === selected}
              data-testid="learned-query-row"
            >
              <Table.Td>
                <Anchor component="button" type="button" fw={500} onClick={() => onSelect(query)}>
                  {query.query}
                </Anchor>
                {query.key !== query.query && (
                  <Text size="xs" c="dimmed">
                    {query.key}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" c={query.promoted ? 'green' : 'dimmed'}>
                {number.format(query.promoted)}
              </Table.Td>
              <Table.Td ta="right" c={query.demoted ? 'red' : 'dimmed'}>
                {number.format(query.demoted)}
              </Table.Td>
              <Table.Td ta="right">{number.format(query.impressions)}</Table.Td>
              <Table.Td ta="right">{number.format(query.clicks)}</Table.Td>
              <Table.Td ta="right">{number.format(query.carts)}</Table.Td>
              <Table.Td ta="right">{number.format(query.purchases)}</Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {date(query.lastEventAt)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
