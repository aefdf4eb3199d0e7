import { ActionIcon, Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { RuleFormValues } from '../form-model';

/**
 * Placeholders the server fills from the offer itself (render/substitute.ts offerFields); a custom variable of the
 * same name would override them, so they are shown apart from the ones the owner must fill.
 */
const OFFER_FIELDS = new Set([
  'id',
  'name',
  'price',
  'oldPrice',
  'discount',
  'currency',
  'currencyCode',
  'vendor',
  'url',
  'picture',
  'categoryId',
  'description',
  'available',
]);
const isOfferField = (name: string) => OFFER_FIELDS.has(name) || name.startsWith('param.');

/** Custom variables of the template: {{name}} in its text takes the value; both are required (spec §5). */
export function VariablesTable({
  form,
  placeholders,
  disabled,
}: {
  form: UseFormReturnType<RuleFormValues>;
  placeholders: string[];
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const rows = form.values.variables;
  const fromOffer = placeholders.filter(isOfferField);
  const unused = placeholders.filter((name) => !isOfferField(name) && !rows.some((row) => row.name === name));
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('creativeBooster.variables.intro', { example: '{{name}}' })}
      </Text>
      {unused.length > 0 && (
        <Group gap={4}>
          <Text size="xs">{t('creativeBooster.variables.inTemplate')}</Text>
          {unused.map((name) => (
            <Badge
              key={name}
              variant="outline"
              tt="none"
              style={{ cursor: disabled ? undefined : 'pointer' }}
              onClick={() => !disabled && form.insertListItem('variables', { name, value: '' })}
            >
              {`{{${name}}}`}
            </Badge>
          ))}
        </Group>
      )}
      {fromOffer.length > 0 && (
        <Group gap={4}>
          <Text size="xs">{t('creativeBooster.variables.fromOffer')}</Text>
          {fromOffer.map((name) => (
            <Badge key={name} variant="light" color="gray" tt="none">
              {`{{${name}}}`}
            </Badge>
          ))}
        </Group>
      )}
      {rows.length > 0 && (
        <Table data-testid="creative-variables">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('creativeBooster.variables.name')}</Table.Th>
              <Table.Th>{t('creativeBooster.variables.value')}</Table.Th>
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; the index is the form path
              <Table.Tr key={i}>
                <Table.Td>
                  <TextInput
                    aria-label={t('creativeBooster.variables.name')}
                    disabled={disabled}
                    data-testid={`creative-variable-name-${i}`}
                    {...form.getInputProps(`variables.${i}.name`)}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t('creativeBooster.variables.value')}
                    disabled={disabled}
                    data-testid={`creative-variable-value-${i}`}
                    {...form.getInputProps(`variables.${i}.value`)}
                  />
                </Table.Td>
                <Table.Td>
                  {!disabled && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('creativeBooster.variables.remove')}
                      onClick={() => form.removeListItem('variables', i)}
                      data-testid={`creative-variable-remove-${i}`}
                    >
                      ×
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {!disabled && (
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          onClick={() => form.insertListItem('variables', { name: '', value: '' })}
          data-testid="creative-variable-add"
        >
          {t('creativeBooster.variables.add')}
        </Button>
      )}
    </Stack>
  );
}
