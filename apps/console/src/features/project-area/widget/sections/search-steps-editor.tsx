import { ActionIcon, Button, Group, Input, NumberInput, Paper, Select, Stack, TagsInput, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetFormInstance } from '../use-widget-form';
import { SEARCH_STEP_TYPES } from '../widget-form';

/** Search types as ordered steps (spec §3): drag or use the arrows; each step runs until quantityGoods offers are found. */
export function SearchStepsEditor({ form, readOnly }: { form: WidgetFormInstance; readOnly: boolean }) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<number | null>(null);
  const steps = form.getValues().searchSteps;
  const move = (from: number, to: number) => {
    if (to < 0 || to >= steps.length || from === to) return;
    form.reorderListItem('searchSteps', { from, to });
  };
  const nextType = SEARCH_STEP_TYPES.find((type) => !steps.some((step) => step.type === type));
  return (
    <Input.Wrapper label={t('widget.fields.searchTypes')} description={t('widget.hints.searchTypes')} error={form.errors.searchSteps}>
      <Stack gap="xs" mt={4} data-testid="search-steps">
        {steps.map((step, index) => (
          <Paper
            key={step.type}
            withBorder
            p="xs"
            draggable={!readOnly}
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={() => {
              if (dragged !== null) move(dragged, index);
              setDragged(null);
            }}
            style={{ cursor: readOnly ? undefined : 'grab' }}
            data-testid={`search-step-${index}`}
          >
            <Group align="flex-end" wrap="wrap">
              <Text fw={600} w={24} aria-hidden>
                {index + 1}.
              </Text>
              <Select
                label={t('widget.fields.searchType')}
                data={SEARCH_STEP_TYPES.map((value) => ({
                  value,
                  label: t(`widget.searchTypes.${value}`),
                  disabled: value !== step.type && steps.some((other) => other.type === value),
                }))}
                allowDeselect={false}
                readOnly={readOnly}
                w={270}
                {...form.getInputProps(`searchSteps.${index}.type`)}
              />
              <NumberInput
                label={t('widget.fields.quantityGoods')}
                min={1}
                w={140}
                readOnly={readOnly}
                {...form.getInputProps(`searchSteps.${index}.quantityGoods`)}
              />
              <TagsInput
                label={t('widget.fields.indexFields')}
                placeholder="name, vendor, vendorCode"
                readOnly={readOnly}
                style={{ flex: 1, minWidth: 200 }}
                {...form.getInputProps(`searchSteps.${index}.indexFields`)}
              />
              {!readOnly && (
                <Group gap={4}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('widget.moveUp')}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('widget.moveDown')}
                    disabled={index === steps.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    ↓
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('widget.remove')}
                    disabled={steps.length === 1}
                    onClick={() => form.removeListItem('searchSteps', index)}
                  >
                    ✕
                  </ActionIcon>
                </Group>
              )}
            </Group>
          </Paper>
        ))}
        {!readOnly && nextType && (
          <Group>
            <Button
              variant="light"
              size="xs"
              onClick={() => form.insertListItem('searchSteps', { type: nextType, quantityGoods: 10, indexFields: [] })}
            >
              {t('widget.addStep')}
            </Button>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
