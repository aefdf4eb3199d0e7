import { ActionIcon, Button, Group, Input, Stack } from '@mantine/core';
import type { FormArrayElement } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetFormInstance } from '../use-widget-form';
import type { WidgetForm } from '../widget-form';

type ListKey = 'scriptScore' | 'ranking' | 'customSort';

interface RowListProps<K extends ListKey> {
  form: WidgetFormInstance;
  readOnly: boolean;
  list: K;
  rows: WidgetForm[K];
  label: string;
  description: string;
  addLabel: string;
  addTestId?: string;
  /** What the add button appends. */
  newRow: FormArrayElement<WidgetForm, K>;
  /** The inputs of one row; the remove button follows them. */
  renderFields: (index: number) => ReactNode;
}

/** An editable list of form rows: each row's inputs with a remove button, and an add button below. */
export function RowList<K extends ListKey>(props: RowListProps<K>) {
  const { form, readOnly, list, rows, label, description, addLabel, addTestId, newRow, renderFields } = props;
  const { t } = useTranslation();
  return (
    <Input.Wrapper label={label} description={description}>
      <Stack gap="xs" mt={4}>
        {rows.map((_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their position
          <Group key={index} align="flex-end" wrap="nowrap">
            {renderFields(index)}
            {!readOnly && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('widget.remove')}
                onClick={() => form.removeListItem(list, index)}
                mb={4}
              >
                ✕
              </ActionIcon>
            )}
          </Group>
        ))}
        {!readOnly && (
          <Group>
            <Button variant="light" size="xs" data-testid={addTestId} onClick={() => form.insertListItem(list, newRow)}>
              {addLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
