import { ActionIcon, Button, Checkbox, Group, Input, MultiSelect, NumberInput, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useAllCategories } from '../api/catalog';
import type { RuleFormValues } from '../form-model';

/** Which offers get a creative: every offer on purpose, or the conditions that must all hold (spec §3, §5). */
export function LimitsFields({
  form,
  projectId,
  disabled,
}: {
  form: UseFormReturnType<RuleFormValues>;
  projectId: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const categories = useAllCategories(projectId);
  const options = (categories.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.id})` }));
  // Saved ids of categories the feed no longer has stay visible, so they can be removed.
  for (const id of form.values.limits.categoryIds) if (!options.some((o) => o.value === id)) options.push({ value: id, label: id });
  const limitsError = form.errors.limits;
  return (
    <Stack gap="xs" data-testid="creative-limits">
      <Checkbox
        label={t('creativeBooster.limits.allOffers')}
        disabled={disabled}
        data-testid="creative-limits-all"
        {...form.getInputProps('allOffers', { type: 'checkbox' })}
      />
      {limitsError && (
        <Text size="sm" c="red" data-testid="creative-limits-error">
          {limitsError}
        </Text>
      )}
      {!form.values.allOffers && (
        <>
          <MultiSelect
            label={t('creativeBooster.limits.categories')}
            description={t('creativeBooster.limits.categoriesHint')}
            data={options}
            searchable
            clearable
            disabled={disabled}
            {...form.getInputProps('limits.categoryIds')}
          />
          <TagsInput
            label={t('creativeBooster.limits.vendors')}
            description={t('creativeBooster.limits.vendorsHint')}
            disabled={disabled}
            data-testid="creative-vendors"
            {...form.getInputProps('limits.vendors')}
          />
          <Group grow>
            <NumberInput
              label={t('creativeBooster.limits.priceFrom')}
              min={0}
              disabled={disabled}
              data-testid="creative-price-from"
              {...form.getInputProps('limits.priceFrom')}
            />
            <NumberInput
              label={t('creativeBooster.limits.priceTo')}
              min={0}
              disabled={disabled}
              data-testid="creative-price-to"
              {...form.getInputProps('limits.priceTo')}
            />
          </Group>
          <Checkbox
            label={t('creativeBooster.limits.availableOnly')}
            disabled={disabled}
            data-testid="creative-available-only"
            {...form.getInputProps('limits.availableOnly', { type: 'checkbox' })}
          />
          <Input.Wrapper
            label={t('creativeBooster.limits.params')}
            description={t('creativeBooster.limits.paramsHint')}
            error={form.errors['limits.params']}
          >
            <Stack gap={4} mt={4}>
              {form.values.limits.params.map((_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; the index is the form path
                <Group key={i} align="flex-start" wrap="nowrap">
                  <TextInput
                    placeholder={t('creativeBooster.limits.paramName')}
                    disabled={disabled}
                    error={form.errors[`limits.params.${i}`]}
                    {...form.getInputProps(`limits.params.${i}.name`)}
                  />
                  <TagsInput
                    style={{ flex: 1 }}
                    placeholder={t('creativeBooster.limits.paramValues')}
                    disabled={disabled}
                    {...form.getInputProps(`limits.params.${i}.values`)}
                  />
                  {!disabled && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('creativeBooster.limits.removeParam')}
                      onClick={() => form.removeListItem('limits.params', i)}
                    >
                      ×
                    </ActionIcon>
                  )}
                </Group>
              ))}
              {!disabled && (
                <Button
                  variant="light"
                  size="xs"
                  w="fit-content"
                  onClick={() => form.insertListItem('limits.params', { name: '', values: [] })}
                >
                  {t('creativeBooster.limits.addParam')}
                </Button>
              )}
            </Stack>
          </Input.Wrapper>
        </>
      )}
    </Stack>
  );
}
