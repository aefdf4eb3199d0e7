import { Group, Select, TextInput } from '@mantine/core';
import { OFFER_RULE_FIELDS } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { isParamField, PARAM_PREFIX } from './rules-form';

interface RuleFieldInputProps {
  value: string;
  onChange: (field: string) => void;
  error?: React.ReactNode;
  label: string;
  testId: string;
  disabled?: boolean;
}

/** An offer field from the list, or 'param:<name>' with the param name typed in a second input. */
export function RuleFieldInput({ value, onChange, error, label, testId, disabled }: RuleFieldInputProps) {
  const { t } = useTranslation();
  const param = isParamField(value);
  const data = [
    { group: t('project.rules.offerFields'), items: OFFER_RULE_FIELDS.map((field) => ({ value: field, label: field })) },
    { group: t('project.rules.params'), items: [{ value: PARAM_PREFIX, label: t('project.rules.paramOption') }] },
  ];
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Select
        label={label}
        data={data}
        value={param ? PARAM_PREFIX : value}
        onChange={(next) => {
          if (next === PARAM_PREFIX) onChange(param ? value : PARAM_PREFIX);
          else if (next) onChange(next);
        }}
        allowDeselect={false}
        searchable
        w={180}
        error={param ? undefined : error}
        disabled={disabled}
        data-testid={testId}
      />
      {param && (
        <TextInput
          label={t('project.rules.paramName')}
          placeholder={t('project.rules.exampleParam')}
          value={value.slice(PARAM_PREFIX.length)}
          onChange={(event) => onChange(`${PARAM_PREFIX}${event.currentTarget.value}`)}
          error={error}
          w={160}
          disabled={disabled}
          data-testid={`${testId}-param`}
        />
      )}
    </Group>
  );
}
