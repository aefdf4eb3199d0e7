import { Combobox, Input, Stack, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { CatalogOffer } from '@vitrina/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfferSearch, useOffersByIds } from './catalog-api';
import { OfferSummary } from './offer-summary';
import { PickedList, PickerOption, PickerSearch } from './picker-parts';
import { splitPastedIds } from './split-ids';

interface ProductPickerProps {
  projectId: string;
  label: string;
  description?: ReactNode;
  /** Offer ids, in order. */
  value: string[];
  onChange: (ids: string[]) => void;
  error?: ReactNode;
  disabled?: boolean;
  /** One product at most: choosing another replaces it. */
  single?: boolean;
  testId: string;
}

/** Value of the option that adds the typed text as an id. */
const TYPED_ID = '\u0000typed';

/**
 * Products of the project's catalog, chosen by name: the owner types a part of the name and picks
 * from offers with picture, price and id; chosen ones show by name with their id, and ids the
 * catalog does not hold are shown as such. A list of ids can be pasted, and a typed id added as it is.
 */
export function ProductPicker({ projectId, label, description, value, onChange, error, disabled, single, testId }: ProductPickerProps) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), 250);
  const found = useOfferSearch(projectId, query);
  const known = useOffersByIds(projectId, value);
  // Offers picked from the search show by name at once, before the read by id answers.
  const [picked, setPicked] = useState<ReadonlyMap<string, CatalogOffer>>(new Map());

  const add = (ids: readonly string[]) => {
    const fresh = ids.filter((id) => !value.includes(id));
    if (fresh.length) onChange(single ? fresh.slice(-1) : [...value, ...fresh]);
    setText('');
    combobox.closeDropdown();
  };
  const typed = text.trim();
  const offers = query === typed ? (found.data ?? []) : [];

  return (
    <Input.Wrapper label={label} description={description} error={error} data-testid={testId}>
      <Stack gap={6} mt={4}>
        <PickedList
          ids={value}
          describe={(id) => {
            const offer = known.data?.get(id) ?? picked.get(id);
            return offer && { name: offer.name, content: <OfferSummary offer={offer} /> };
          }}
          answered={known.isSuccess && !known.isPlaceholderData}
          notInCatalog={t('ui.productPicker.notInCatalog')}
          removeLabel={(name) => t('ui.productPicker.remove', { name })}
          onRemove={(id) => onChange(value.filter((other) => other !== id))}
          disabled={disabled}
          testId={testId}
        />
        {!disabled && (
          <PickerSearch
            combobox={combobox}
            onOptionSubmit={(option) => {
              const chosen = offers.find((offer) => offer.id === option);
              if (chosen) setPicked((before) => new Map(before).set(chosen.id, chosen));
              add([option === TYPED_ID ? typed : option]);
            }}
            text={text}
            onTextChange={setText}
            placeholder={single ? t('ui.productPicker.findOne') : t('ui.productPicker.find')}
            label={label}
            loading={found.isFetching}
            onPaste={(event) => {
              const ids = splitPastedIds(event.clipboardData.getData('text'));
              if (!ids) return;
              event.preventDefault();
              add(ids);
            }}
            testId={testId}
          >
            {offers.map((offer) => (
              <PickerOption key={offer.id} value={offer.id} chosen={value.includes(offer.id)} testId={testId}>
                <OfferSummary offer={offer} />
              </PickerOption>
            ))}
            {found.isError && <Combobox.Empty>{t('ui.productPicker.searchFailed')}</Combobox.Empty>}
            {found.isSuccess && query === typed && offers.length === 0 && (
              <Combobox.Empty>{t('ui.productPicker.nothingFound')}</Combobox.Empty>
            )}
            {typed !== '' && !offers.some((offer) => offer.id === typed) && !value.includes(typed) && (
              <Combobox.Option value={TYPED_ID} data-testid={`${testId}-typed`}>
                <Text size="sm">{t('ui.productPicker.addTyped', { id: typed })}</Text>
              </Combobox.Option>
            )}
          </PickerSearch>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
