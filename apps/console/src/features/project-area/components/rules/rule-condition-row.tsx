import { ActionIcon, Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RuleFieldInput } from './rule-field-input';
import { CONDITION_OPS, type ConditionOp, MONO, type RulesForm } from './rules-form';

/** One condition: field, operator and the inputs that operator needs (value, or from–to). */
export function RuleConditionRow({ form, rule, index, disabled }: { form: RulesForm; rule: number; index: number; disabled?: boolean }) {
  const { t } = useTranslation();
  const path = `rules.${rule}.conditions.${index}`;
  const condition = form.values.rules[rule]?.conditions[index];
  if (!condition) return null;
  const testId = `rule-${rule}-condition-${index}`;
  const hasValue = condition.op !== 'exists' && condition.op !== 'empty' && condition.op !== 'range';
  return (
    <Group gap="xs" align="flex-start" wrap="wrap" data-testid={testId}>
      <RuleFieldInput
        label={t('project.rules.field')}
        value={condition.field}
        onChange={(field) => form.setFieldValue(`${path}.field`, field)}
        error={form.errors[`${path}.field`]}
        testId={`${testId}-field`}
        disabled={disabled}
      />
      <Select
        label={t('project.rules.operator')}
        data={CONDITION_OPS.map((op) => ({ value: op, label: t(`project.rules.ops.${op}`) }))}
        value={condition.op}
        onChange={(op) => op && form.setFieldValue(`${path}.op`, op as ConditionOp)}
        allowDeselect={false}
        w={180}
        error={form.errors[`${path}.op`]}
        disabled={disabled}
        data-testid={`${testId}-op`}
      />
      {hasValue && (
        <TextInput
          label={condition.op === 'regex' ? t('project.rules.pattern') : t('project.rules.value')}
          placeholder={condition.op === 'regex' ? '^iPhone\\s1[0-9]' : undefined}
          styles={condition.op === 'regex' ? MONO : undefined}
          style={{ flex: 1, minWidth: 160 }}
          disabled={disabled}
          data-testid={`${testId}-value`}
          {...form.getInputProps(`${path}.value`)}
        />
      )}
      {condition.op === 'range' && (
        <>
          <NumberInput
            label={t('project.rules.from')}
            w={140}
            disabled={disabled}
            data-testid={`${testId}-from`}
            {...form.getInputProps(`${path}.from`)}
          />
          <NumberInput
            label={t('project.rules.to')}
            w={140}
            disabled={disabled}
            data-testid={`${testId}-to`}
            {...form.getInputProps(`${path}.to`)}
          />
        </>
      )}
      {!disabled && (
        <ActionIcon
          variant="subtle"
          color="red"
          mt={25}
          size="lg"
          aria-label={t('project.rules.removeCondition')}
          title={t('project.rules.removeCondition')}
          onClick={() => form.removeListItem(`rules.${rule}.conditions`, index)}
          data-testid={`${testId}-remove`}
        >
          ×
        </ActionIcon>
      )}
    </Group>
  );
}
