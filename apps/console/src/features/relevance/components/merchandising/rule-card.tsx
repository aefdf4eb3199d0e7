import { ActionIcon, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CategoryPicker } from '../../../../ui/catalog/category-picker';
import { ProductPicker } from '../../../../ui/catalog/product-picker';
import { ACTION_PARAMS, ACTIONS, ID_PARAMS, type IdParam, type MerchForm, NUMBER_PARAMS, type ParamName } from './rules-model';

interface RuleCardProps {
  projectId: string;
  form: MerchForm;
  index: number;
  selected: boolean;
  onSelect: () => void;
  disabled: boolean;
}

const isIdParam = (name: ParamName): name is IdParam => (ID_PARAMS as readonly string[]).includes(name);

/** One merchandising rule: query (or pattern), the action and the action's parameters. */
export function RuleCard({ projectId, form, index, selected, onSelect, disabled }: RuleCardProps) {
  const { t } = useTranslation();
  const rule = form.values.rules[index];
  if (!rule) return null;
  const path = `rules.${index}`;
  const input = (name: ParamName) => {
    const key = `${path}.params.${name}`;
    const label = t(`relevance.merch.params.${name}`);
    // What every catalog picker of a rule gets.
    const picker = { projectId, label, error: form.errors[key], disabled, testId: `merch-${index}-${name}` };
    if (name === 'excludeCategoryIds')
      return <CategoryPicker key={name} multiple {...picker} value={rule.params[name]} onChange={(ids) => form.setFieldValue(key, ids)} />;
    if (name === 'categoryId')
      return <CategoryPicker key={name} {...picker} value={rule.params[name]} onChange={(id) => form.setFieldValue(key, id)} />;
    if (isIdParam(name))
      return <ProductPicker key={name} {...picker} value={rule.params[name]} onChange={(ids) => form.setFieldValue(key, ids)} />;
    if ((NUMBER_PARAMS as readonly string[]).includes(name))
      return (
        <NumberInput
          key={name}
          label={label}
          min={0}
          allowDecimal={false}
          disabled={disabled}
          data-testid={`merch-${index}-${name}`}
          {...form.getInputProps(key)}
        />
      );
    if (name === 'sortDest')
      return (
        <Select
          key={name}
          label={label}
          data={[
            { value: 'asc', label: t('relevance.merch.asc') },
            { value: 'desc', label: t('relevance.merch.desc') },
          ]}
          clearable
          disabled={disabled}
          {...form.getInputProps(key)}
          value={rule.params.sortDest || null}
          onChange={(value) => form.setFieldValue(`${path}.params.sortDest`, value ?? '')}
        />
      );
    return <TextInput key={name} label={label} disabled={disabled} data-testid={`merch-${index}-${name}`} {...form.getInputProps(key)} />;
  };

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      onFocusCapture={onSelect}
      onClick={onSelect}
      style={{ borderColor: selected ? 'var(--mantine-color-blue-5)' : undefined }}
      data-testid={`merch-rule-${index}`}
    >
      <Stack gap="sm">
        <Group align="flex-end" wrap="nowrap">
          <Text fw={600} c="dimmed" mb={6}>
            {index + 1}.
          </Text>
          <TextInput
            label={rule.regex ? t('relevance.merch.pattern') : t('relevance.merch.query')}
            style={{ flex: 1 }}
            ff={rule.regex ? 'monospace' : undefined}
            disabled={disabled}
            data-testid={`merch-${index}-query`}
            {...form.getInputProps(`${path}.query`)}
          />
          <Switch
            label={t('relevance.merch.regex')}
            mb={8}
            disabled={disabled}
            data-testid={`merch-${index}-regex`}
            {...form.getInputProps(`${path}.regex`, { type: 'checkbox' })}
          />
          <Select
            label={t('relevance.merch.action')}
            data={ACTIONS.map((action) => ({ value: action, label: t(`relevance.merch.actions.${action}`) }))}
            allowDeselect={false}
            w={220}
            disabled={disabled}
            data-testid={`merch-${index}-action`}
            {...form.getInputProps(`${path}.action`)}
          />
          {!disabled && (
            <ActionIcon
              variant="subtle"
              color="red"
              mb={4}
              aria-label={t('relevance.common.delete')}
              onClick={(event) => {
                event.stopPropagation();
                form.removeListItem('rules', index);
              }}
              data-testid={`merch-${index}-remove`}
            >
              ✕
            </ActionIcon>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t(`relevance.merch.actionHints.${rule.action}`)}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {(['startsAt', 'endsAt'] as const).map((name) => (
            <TextInput
              key={name}
              type="datetime-local"
              label={t(`relevance.merch.${name}`)}
              disabled={disabled}
              data-testid={`merch-${index}-${name}`}
              {...form.getInputProps(`${path}.${name}`)}
            />
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt={-8}>
          {t('relevance.merch.datesHint')}
        </Text>
        {ACTION_PARAMS[rule.action].length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>{ACTION_PARAMS[rule.action].map((name) => input(name))}</SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
