import { ActionIcon, Alert, Button, Group, Paper, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RuleActionRow } from './rule-action-row';
import { RuleConditionRow } from './rule-condition-row';
import { emptyAction, emptyCondition, type RulesForm } from './rules-form';

/** An error of a whole condition or action (e.g. an unknown operator), not of one of its inputs. */
function RowError({ message }: { message: ReactNode }) {
  return message ? (
    <Text size="xs" c="red">
      {message}
    </Text>
  ) : null;
}

interface RuleCardProps {
  form: RulesForm;
  index: number;
  count: number;
  disabled?: boolean;
}

/** One rule: name, on/off, how conditions combine, the conditions and the actions; moved up/down or removed. */
export function RuleCard({ form, index, count, disabled }: RuleCardProps) {
  const { t } = useTranslation();
  const rule = form.values.rules[index];
  if (!rule) return null;
  const path = `rules.${index}`;
  const actionsError = form.errors[`${path}.actions`];
  const conditionsError = form.errors[`${path}.conditions`];
  return (
    <Paper withBorder p="md" radius="md" data-testid={`rule-${index}`} style={{ opacity: rule.enabled ? 1 : 0.75 }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <Group gap="sm" align="flex-end" style={{ flex: 1 }}>
            <Text fw={600} c="dimmed" mb={6}>
              {index + 1}.
            </Text>
            <TextInput
              label={t('project.rules.name')}
              placeholder={t('project.rules.namePlaceholder')}
              style={{ flex: 1, maxWidth: 420 }}
              disabled={disabled}
              data-testid={`rule-${index}-name`}
              {...form.getInputProps(`${path}.name`)}
            />
            <Switch
              label={t('project.rules.enabled')}
              mb={8}
              disabled={disabled}
              data-testid={`rule-${index}-enabled`}
              {...form.getInputProps(`${path}.enabled`, { type: 'checkbox' })}
            />
          </Group>
          {!disabled && (
            <Group gap={4} mb={4} wrap="nowrap">
              <ActionIcon
                variant="default"
                disabled={index === 0}
                aria-label={t('project.rules.moveUp')}
                title={t('project.rules.moveUp')}
                onClick={() => form.reorderListItem('rules', { from: index, to: index - 1 })}
                data-testid={`rule-${index}-up`}
              >
                ↑
              </ActionIcon>
              <ActionIcon
                variant="default"
                disabled={index === count - 1}
                aria-label={t('project.rules.moveDown')}
                title={t('project.rules.moveDown')}
                onClick={() => form.reorderListItem('rules', { from: index, to: index + 1 })}
                data-testid={`rule-${index}-down`}
              >
                ↓
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('project.rules.removeRule')}
                title={t('project.rules.removeRule')}
                onClick={() => form.removeListItem('rules', index)}
                data-testid={`rule-${index}-remove`}
              >
                ×
              </ActionIcon>
            </Group>
          )}
        </Group>

        <Stack gap="xs">
          <Group gap="sm">
            <Text size="sm" fw={600}>
              {t('project.rules.conditions')}
            </Text>
            {rule.conditions.length > 1 && (
              <SegmentedControl
                size="xs"
                disabled={disabled}
                data={[
                  { value: 'all', label: t('project.rules.matchAll') },
                  { value: 'any', label: t('project.rules.matchAny') },
                ]}
                data-testid={`rule-${index}-match`}
                {...form.getInputProps(`${path}.match`)}
              />
            )}
          </Group>
          {rule.conditions.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('project.rules.noConditions')}
            </Text>
          )}
          {rule.conditions.map((condition, c) => (
            <Stack key={condition.uid} gap={2}>
              <RuleConditionRow form={form} rule={index} index={c} disabled={disabled} />
              <RowError message={form.errors[`${path}.conditions.${c}`]} />
            </Stack>
          ))}
          {conditionsError && (
            <Text size="sm" c="red">
              {conditionsError}
            </Text>
          )}
          {!disabled && (
            <Group>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => form.insertListItem(`${path}.conditions`, emptyCondition())}
                data-testid={`rule-${index}-add-condition`}
              >
                + {t('project.rules.addCondition')}
              </Button>
            </Group>
          )}
        </Stack>

        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t('project.rules.actionsHeading')}
          </Text>
          {rule.actions.map((action, a) => (
            <Stack key={action.uid} gap={2}>
              <RuleActionRow form={form} rule={index} index={a} disabled={disabled} />
              <RowError message={form.errors[`${path}.actions.${a}`]} />
            </Stack>
          ))}
          {actionsError && (
            <Alert color="red" variant="light" p="xs" data-testid={`rule-${index}-actions-error`}>
              {actionsError}
            </Alert>
          )}
          {!disabled && (
            <Group>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => form.insertListItem(`${path}.actions`, emptyAction())}
                data-testid={`rule-${index}-add-action`}
              >
                + {t('project.rules.addAction')}
              </Button>
            </Group>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
