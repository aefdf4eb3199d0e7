import { Code, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RowFieldInput, RowKindSelect, RowRemoveButton } from './rule-row-controls';
import { ACTION_TYPES, MONO, type RulesForm } from './rules-form';

/** Twig variables an owner can use; shown literally, so they stay out of the translation files. */
function TemplateHint() {
  const { t } = useTranslation();
  const examples = [
    '{{ name }}',
    '{{ vendor|upper }}',
    '{{ price }}',
    `{{ params["${t('project.rules.exampleParam')}"] }}`,
    '{{ category_name }}',
    '{% if available %}…{% endif %}',
  ];
  return (
    <Text size="xs" c="dimmed" component="div">
      {t('project.rules.templateHint')}{' '}
      {examples.map((example) => (
        <Code key={example} mr={4}>
          {example}
        </Code>
      ))}
    </Text>
  );
}

/** One action: its type and the inputs it needs. */
export function RuleActionRow({ form, rule, index, disabled }: { form: RulesForm; rule: number; index: number; disabled?: boolean }) {
  const { t } = useTranslation();
  const path = `rules.${rule}.actions.${index}`;
  const action = form.values.rules[rule]?.actions[index];
  if (!action) return null;
  const testId = `rule-${rule}-action-${index}`;
  const row = { form, path, testId, disabled };
  const withField = action.type === 'set' || action.type === 'replace' || action.type === 'template';
  return (
    <Stack gap={4} data-testid={testId}>
      <Group gap="xs" align="flex-start" wrap="wrap">
        <RowKindSelect
          {...row}
          name="type"
          label={t('project.rules.actionType')}
          data={ACTION_TYPES.map((type) => ({ value: type, label: t(`project.rules.actions.${type}`) }))}
          value={action.type}
          w={240}
        />
        {withField && <RowFieldInput {...row} value={action.field} />}
        {action.type === 'setParam' && (
          <TextInput
            label={t('project.rules.paramName')}
            placeholder={t('project.rules.exampleParam')}
            w={180}
            disabled={disabled}
            data-testid={`${testId}-name`}
            {...form.getInputProps(`${path}.name`)}
          />
        )}
        {(action.type === 'set' || action.type === 'setParam') && (
          <TextInput
            label={t('project.rules.newValue')}
            style={{ flex: 1, minWidth: 160 }}
            disabled={disabled}
            data-testid={`${testId}-value`}
            {...form.getInputProps(`${path}.value`)}
          />
        )}
        {action.type === 'replace' && (
          <>
            <TextInput
              label={t('project.rules.pattern')}
              styles={MONO}
              style={{ flex: 1, minWidth: 140 }}
              disabled={disabled}
              data-testid={`${testId}-pattern`}
              {...form.getInputProps(`${path}.pattern`)}
            />
            <TextInput
              label={t('project.rules.replacement')}
              style={{ flex: 1, minWidth: 140 }}
              disabled={disabled}
              data-testid={`${testId}-replacement`}
              {...form.getInputProps(`${path}.replacement`)}
            />
          </>
        )}
        {action.type === 'remove' && (
          <Text size="sm" c="dimmed" mt={30}>
            {t('project.rules.removeHint')}
          </Text>
        )}
        <RowRemoveButton {...row} list={`rules.${rule}.actions`} index={index} label={t('project.rules.removeAction')} />
      </Group>
      {action.type === 'template' && (
        <>
          <Textarea
            label={t('project.rules.template')}
            autosize
            minRows={2}
            styles={MONO}
            disabled={disabled}
            data-testid={`${testId}-template`}
            {...form.getInputProps(`${path}.template`)}
          />
          <TemplateHint />
        </>
      )}
    </Stack>
  );
}
