import { Group, Stack, Text } from '@mantine/core';
import type { CatalogOffer } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { OfferPicture } from '../offer-picture';

/** Feeds still write the rouble as RUR, which Intl does not know as the rouble. */
const CURRENCY_ALIASES: Readonly<Record<string, string>> = { RUR: 'RUB' };

function formatPrice(price: number, currencyId: string | null, locale: string): string {
  const currency = currencyId ? (CURRENCY_ALIASES[currencyId] ?? currencyId) : null;
  try {
    return currency
      ? new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 2 }).format(price)
      : new Intl.NumberFormat(locale).format(price);
  } catch {
    // A currency code Intl refuses: the number and the code as the feed wrote it.
    return `${new Intl.NumberFormat(locale).format(price)} ${currencyId ?? ''}`.trim();
  }
}

/** An offer as pickers show it: its picture (if any), name, price and id. */
export function OfferSummary({ offer }: { offer: CatalogOffer }) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <OfferPicture src={offer.picture} alt="" w={36} h={36} fit="contain" radius="sm" style={{ flexShrink: 0 }} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" lineClamp={1} c={offer.available ? undefined : 'dimmed'}>
          {offer.name || t('ui.productPicker.unnamed')}
        </Text>
        <Text size="xs" c="dimmed">
          {[
            offer.price === null ? null : formatPrice(offer.price, offer.currencyId, i18n.language),
            t('ui.productPicker.idLabel', { id: offer.id }),
            offer.available ? null : t('ui.productPicker.unavailable'),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
    </Group>
  );
}
