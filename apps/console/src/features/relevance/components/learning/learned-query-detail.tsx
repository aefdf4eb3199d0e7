import { Alert, Badge, Button, CloseButton, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { LearnedOffer, LearnedQueryAnswer } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../lib/use-locale';
import { useLearnedQuery } from '../../api/learning';
import { type Direction, directionOf, formatMultiplier, formatShare, groupOffers } from './learning-format';

const COLORS: Record<Direction, string> = { promoted: 'green', unchanged: 'dimmed', demoted: 'red' };

interface LearnedQueryDetailProps {
  projectId: string;
  queryKey: string;
  canEdit: boolean;
  onReset: (answer: LearnedQueryAnswer) => void;
  onClose: () => void;
}

/** What search learned for one query: the categories shoppers chose and each offer it moves, with the evidence. */
export function LearnedQueryDetail({ projectId, queryKey, canEdit, onReset, onClose }: LearnedQueryDetailProps) {
  const { t } = useTranslation();
  const detail = useLearnedQuery(projectId, queryKey);
  const answer = detail.data;
  return (
    <Paper withBorder p="md" radius="md" data-testid="learned-query-detail">
      <Stack>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Title order={4}>{t('relevance.learning.detail.title', { query: answer?.query ?? queryKey })}</Title>
            {answer && answer.key !== answer.query && (
              <Text size="xs" c="dimmed">
                {t('relevance.learning.detail.keptAs', { key: answer.key })}
              </Text>
            )}
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Button
              color="red"
              variant="light"
              disabled={!canEdit || !answer}
              onClick={() => answer && onReset(answer)}
              data-testid="learning-reset-query"
            >
              {t('relevance.learning.resetQuery')}
            </Button>
            <CloseButton aria-label={t('relevance.common.close')} onClick={onClose} />
          </Group>
        </Group>
        {detail.isPending && <Loader size="sm" />}
        {detail.isError && <Alert color="red">{t('relevance.common.loadFailed')}</Alert>}
        {answer && <LearnedCategories categories={answer.categories} />}
        {answer && <LearnedOffers offers={answer.offers} />}
      </Stack>
    </Paper>
  );
}

function LearnedCategories({ categories }: { categories: LearnedQueryAnswer['categories'] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('relevance.learning.detail.categories')}
      </Text>
      {categories.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('relevance.learning.detail.noCategories')}
        </Text>
      ) : (
        <Group gap="xs" data-testid="learned-categories">
          {[...categories]
            .sort((a, b) => b.share - a.share)
            .map((category) => (
              <Badge key={category.id} variant="light" tt="none">
                {category.name ?? t('relevance.learning.detail.unknownCategory', { id: category.id })} ·{' '}
                {formatShare(category.share, locale)}
              </Badge>
            ))}
        </Group>
      )}
    </Stack>
  );
}

function LearnedOffers({ offers }: { offers: LearnedOffer[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const number = new Intl.NumberFormat(locale);
  const examined = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const groups = groupOffers(offers);
  if (!groups.length) {
    return (
      <Text size="sm" c="dimmed">
        {t('relevance.learning.detail.noOffers')}
      </Text>
    );
  }
  const evidence = ['impressions', 'examined', 'clicks', 'carts', 'purchases', 'visitors'] as const;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table data-testid="learned-offers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('relevance.learning.columns.offer')}</Table.Th>
            <Table.Th>{t('relevance.learning.columns.change')}</Table.Th>
            {evidence.map((column) => (
              <Table.Th key={column} ta="right">
                {t(`relevance.learning.columns.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => [
            <Table.Tr key={group.direction}>
              <Table.Td colSpan={2 + evidence.length} bg="var(--mantine-color-default-hover)">
                <Text size="xs" fw={700} tt="uppercase" c={COLORS[group.direction]}>
                  {t(`relevance.learning.groups.${group.direction}`)}
                </Text>
              </Table.Td>
            </Table.Tr>,
            ...group.offers.map((offer) => (
              <Table.Tr key={offer.offerId} data-testid={`learned-offer-${offer.offerId}`}>
                <Table.Td>
                  {offer.name ? (
                    <Text size="sm">{offer.name}</Text>
                  ) : (
                    <Text size="sm" fs="italic" c="dimmed">
                      {t('relevance.learning.detail.leftFeed')}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {offer.offerId}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text
                    size="sm"
                    fw={600}
                    c={COLORS[directionOf(offer.multiplier)]}
                    title={t(`relevance.learning.groups.${directionOf(offer.multiplier)}`)}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {formatMultiplier(offer.multiplier, locale)}
                  </Text>
                </Table.Td>
                {evidence.map((column) => (
                  <Table.Td key={column} ta="right">
                    {column === 'examined' ? examined.format(offer.examined) : number.format(offer[column])}
                  </Table.Td>
                ))}
              </Table.Tr>
            )),
          ])}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
