import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfferSearch } from '../api/catalog';

/** Finds offers of the project by a query (the search test of the admin API) and picks one by id. */
export function OfferPicker({ projectId, onPick }: { projectId: string; onPick: (offer: { id: string; name: string }) => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 400);
  const found = useOfferSearch(projectId, debounced);
  const offers = found.data?.offers ?? [];
  return (
    <Stack gap={4}>
      <TextInput
        label={t('creativeBooster.preview.findOffer')}
        placeholder={t('creativeBooster.preview.findOfferHint')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        rightSection={found.isFetching ? <Loader size="xs" /> : null}
        data-testid="creative-offer-search"
      />
      {found.isError && (
        <Text size="sm" c="red">
          {found.error.message}
        </Text>
      )}
      {debounced.trim() && found.isSuccess && offers.length === 0 && <Text size="sm">{t('creativeBooster.preview.noOffers')}</Text>}
      {offers.length > 0 && (
        <Stack gap={2} mah={220} style={{ overflowY: 'auto' }} data-testid="creative-offer-results">
          {offers.map((offer) => (
            <Group key={offer.id} justify="space-between" wrap="nowrap">
              <Text size="sm" lineClamp={1}>
                {offer.name}
                <Text span c="dimmed" size="xs">
                  {` · ${offer.id}${offer.price === null ? '' : ` · ${offer.price} ${offer.currency ?? ''}`}`}
                </Text>
              </Text>
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => {
                  onPick({ id: offer.id, name: offer.name });
                  setQuery('');
                }}
                data-testid="creative-offer-pick"
              >
                {t('creativeBooster.preview.pick')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
