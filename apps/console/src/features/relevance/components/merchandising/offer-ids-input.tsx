import { Button, Group, Loader, Popover, Stack, TagsInput, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuickSearch } from '../../api/quick-search';

interface OfferIdsInputProps {
  projectId: string;
  label: string;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: ReactNode;
  disabled?: boolean;
  /** Category ids are typed; only offers have a picker. */
  picker?: boolean;
  testId: string;
}

/** Offer ids as tags, with a picker that finds offers through the quick search (5 results). */
export function OfferIdsInput({ projectId, label, value, onChange, error, disabled, picker = true, testId }: OfferIdsInputProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), 300);
  const found = useQuickSearch(projectId, opened ? query : '', 5);
  return (
    <Stack gap={4}>
      <TagsInput label={label} value={value} onChange={onChange} error={error} disabled={disabled} clearable data-testid={testId} />
      {picker && !disabled && (
        <Popover opened={opened} onChange={setOpened} width={360} position="bottom-start" shadow="md">
          <Popover.Target>
            <Button
              size="compact-xs"
              variant="subtle"
              w="fit-content"
              onClick={() => setOpened((open) => !open)}
              data-testid={`${testId}-pick`}
            >
              {t('relevance.merch.pickOffer')}
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap="xs">
              <TextInput
                placeholder={t('relevance.merch.findOffer')}
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                data-autofocus
              />
              {found.isFetching && <Loader size="xs" />}
              {found.isError && (
                <Text size="xs" c="red">
                  {t('relevance.merch.searchFailed')}
                </Text>
              )}
              {found.data?.offers.length === 0 && (
                <Text size="xs" c="dimmed">
                  {t('relevance.merch.nothingFound')}
                </Text>
              )}
              {found.data?.offers.map((offer) => (
                <UnstyledButton
                  key={offer.id}
                  onClick={() => !value.includes(offer.id) && onChange([...value, offer.id])}
                  disabled={value.includes(offer.id)}
                >
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="sm" lineClamp={1}>
                      {offer.name}
                    </Text>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {value.includes(offer.id) ? '✓' : offer.id}
                    </Text>
                  </Group>
                </UnstyledButton>
              ))}
            </Stack>
          </Popover.Dropdown>
        </Popover>
      )}
    </Stack>
  );
}
