import { Group, NumberInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowFieldInput, RowKindSelect, RowRemoveButton } from './rule-row-controls';
import { CONDITION_OPS, MONO, type RulesForm } from './rules-form';

/** One condition: field, operator and the inputs that operator needs (value, or from–to). */
export function RuleConditionRow({ form, rule, index, disabled }: { form: RulesForm; rule: number; index: number; disabled?: boolean }) {
  const { t } = useTranslation();
  const path = `rules.${rule}.conditions.${index}`;
  const condition = form.values.rules[rule]?.conditions[index];
  if (!condition) return null;
  const testId = `rule-${rule}-condition-${index}`;
  const row = { form, path, testId, disabled };
  const hasValue = condition.op !== 'exists' && condition.op !== 'empty' && condition.op !== 'range';
  return (
    <Group gap="xs" align="flex-start" wrap="wrap" data-testid={testId}>
      <RowFieldInput {...row} value={condition.field} />
      <RowKindSelect
        {...row}
        name="op"
        label={t('project.rules.operator')}
        data={CONDITION_OPS.map((op) => ({ value: op, label: t(`project.rules.ops.${op}`) }))}
        value={condition.op}
        w={180}
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
      <RowRemoveButton {...row} list={`rules.${rule}.conditions`} index={index} label={t('project.rules.removeCondition')} />
    </Group>
  );
}
