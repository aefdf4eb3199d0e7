import { Badge, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SearchTestAnswer, SearchTestExplain, SearchTestOffer } from '../../api/search-test';

/** Matched terms (with their edits), boosts and formulas behind one offer's score. */
function Explanation({ explain }: { explain: SearchTestExplain }) {
  const { t } = useTranslation();
  const boosts = Object.entries(explain.boosts).filter(([, value]) => value !== 0);
  return (
    <Stack gap={2} pl="sm">
      <Text size="xs">{t('widget.searchTest.text', { score: explain.text, step: t(`widget.searchTypes.${explain.step}`) })}</Text>
      <Group gap={4}>
        {explain.terms.map((term) => (
          <Badge key={`${term.word}-${term.term}-${term.kind}`} variant="light" size="sm" tt="none">
            {term.word === term.term ? term.term : `${term.word} → ${term.term}`} · {term.kind}
            {term.edits ? ` · ${t('widget.searchTest.edits', { count: term.edits })}` : ''} · {term.score}
          </Badge>
        ))}
      </Group>
      {boosts.length > 0 && (
        <Text size="xs">
          {t('widget.searchTest.boosts')}: {boosts.map(([name, value]) => `${name} ${value}`).join(', ')}
        </Text>
      )}
      {explain.formulas.map((formula) => (
        <Text size="xs" key={formula}>
          {t('widget.searchTest.formula')}: <Code>{formula}</Code>
        </Text>
      ))}
    </Stack>
  );
}

function OfferRow({ offer, place }: { offer: SearchTestOffer; place: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={500}>
          {place}. {offer.name}
        </Text>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {offer.price === null ? '' : `${offer.price} ${offer.currency ?? ''} · `}
          {t('widget.searchTest.score', { score: offer.score })}
        </Text>
      </Group>
      {offer.explain && <Explanation explain={offer.explain} />}
    </Stack>
  );
}

/** One column of the before → after comparison. */
export function SearchTestResults({ title, answer, testId }: { title: string; answer: SearchTestAnswer; testId: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md" data-testid={testId} style={{ flex: 1, minWidth: 0 }}>
      <Stack gap="xs">
        <Text fw={600}>
          {title} · {t('widget.searchTest.hits', { count: answer.hits })}
        </Text>
        {answer.offers.length === 0 && <Text size="sm">{t('widget.searchTest.nothingFound')}</Text>}
        {answer.offers.map((offer, i) => (
          <OfferRow key={offer.id} offer={offer} place={i + 1} />
        ))}
      </Stack>
    </Paper>
  );
}
