import { ActionIcon, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RuleFieldInput } from './rule-field-input';
import type { RulesForm } from './rules-form';

/** What every control of a condition or action row needs: the form, the row's path and test id. */
interface RowControlProps {
  form: RulesForm;
  /** The row's form path, e.g. `rules.0.conditions.1`. */
  path: string;
  /** The row's data-testid; each control appends its own suffix. */
  testId: string;
  disabled?: boolean;
}

/** The row's offer field, bound to `${path}.field`. */
export function RowFieldInput({ form, path, testId, disabled, value }: RowControlProps & { value: string }) {
  const { t } = useTranslation();
  return (
    <RuleFieldInput
      label={t('project.rules.field')}
      value={value}
      onChange={(field) => form.setFieldValue(`${path}.field`, field)}
      error={form.errors[`${path}.field`]}
      testId={`${testId}-field`}
      disabled={disabled}
    />
  );
}

interface RowKindSelectProps<T extends string> extends RowControlProps {
  /** The row's key holding the kind ('op' of a condition, 'type' of an action); also the test id suffix. */
  name: string;
  label: string;
  value: T;
  data: Array<{ value: T; label: string }>;
  w: number;
}

/** The row's kind (a condition's operator, an action's type). */
export function RowKindSelect<T extends string>({ form, path, testId, disabled, name, label, value, data, w }: RowKindSelectProps<T>) {
  return (
    <Select
      label={label}
      data={data}
      value={value}
      onChange={(next) => next && form.setFieldValue(`${path}.${name}`, next as T)}
      allowDeselect={false}
      w={w}
      error={form.errors[`${path}.${name}`]}
      disabled={disabled}
      data-testid={`${testId}-${name}`}
    />
  );
}

interface RowRemoveButtonProps extends Omit<RowControlProps, 'path'> {
  /** The path of the list the row stands in, e.g. `rules.0.conditions`. */
  list: string;
  index: number;
  label: string;
}

/** The × that removes the row from its list; hidden when the rules are read-only. */
export function RowRemoveButton({ form, testId, disabled, list, index, label }: RowRemoveButtonProps) {
  if (disabled) return null;
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      mt={25}
      size="lg"
      aria-label={label}
      title={label}
      onClick={() => form.removeListItem(list, index)}
      data-testid={`${testId}-remove`}
    >
      ×
    </ActionIcon>
  );
}
