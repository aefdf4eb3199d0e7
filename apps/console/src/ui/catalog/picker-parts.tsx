import { ActionIcon, Badge, Combobox, type ComboboxStore, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import type { ClipboardEvent, ReactNode } from 'react';

/** What a picker shows for a chosen id the catalog holds; `name` ('' for none) names its remove button. */
export interface PickedItem {
  content: ReactNode;
  name: string;
}

interface PickedListProps {
  ids: readonly string[];
  /** The item for an id, or undefined while it is unknown or when the catalog no longer has it. */
  describe: (id: string) => PickedItem | undefined;
  /** The lookup has answered: an id still without an item is not in the catalog. */
  answered: boolean;
  notInCatalog: string;
  removeLabel: (name: string) => string;
  onRemove: (id: string) => void;
  disabled?: boolean;
  testId: string;
}

/** The chosen items of a catalog picker, in a bordered list, each with a remove button; nothing when none is chosen. */
export function PickedList({ ids, describe, answered, notInCatalog, removeLabel, onRemove, disabled, testId }: PickedListProps) {
  if (ids.length === 0) return null;
  return (
    <Stack gap={6} p={6} style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4 }}>
      {ids.map((id) => {
        const item = describe(id);
        return (
          <Group key={id} justify="space-between" wrap="nowrap" gap="xs" data-testid={`${testId}-item`} data-id={id}>
            {item ? item.content : <MissingId id={id} badge={answered ? notInCatalog : null} />}
            {!disabled && (
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={removeLabel(item?.name || id)} onClick={() => onRemove(id)}>
                ✕
              </ActionIcon>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}

/** An id shown as it is, with a badge once the lookup has answered that the catalog does not hold it. */
function MissingId({ id, badge }: { id: string; badge: string | null }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" ff="monospace">
        {id}
      </Text>
      {badge !== null && (
        <Badge color="orange" variant="light" size="sm">
          {badge}
        </Badge>
      )}
    </Group>
  );
}

interface PickerSearchProps {
  combobox: ComboboxStore;
  onOptionSubmit: (option: string) => void;
  text: string;
  onTextChange: (text: string) => void;
  placeholder: string;
  /** Names the search field for assistive technology (the picker's label). */
  label: string;
  loading: boolean;
  onPaste?: (event: ClipboardEvent<HTMLInputElement>) => void;
  testId: string;
  /** The dropdown's options and messages; the dropdown hides while nothing is typed. */
  children: ReactNode;
}

/** The search field of a catalog picker: it opens its dropdown as the owner types or focuses it. */
export function PickerSearch({
  combobox,
  onOptionSubmit,
  text,
  onTextChange,
  placeholder,
  label,
  loading,
  onPaste,
  testId,
  children,
}: PickerSearchProps) {
  return (
    <Combobox store={combobox} onOptionSubmit={onOptionSubmit} withinPortal>
      <Combobox.Target>
        <TextInput
          placeholder={placeholder}
          value={text}
          aria-label={label}
          rightSection={loading ? <Loader size="xs" /> : null}
          onChange={(event) => {
            onTextChange(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onPaste={onPaste}
          data-testid={`${testId}-search`}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={text.trim() === ''}>
        <Combobox.Options mah={320} style={{ overflowY: 'auto' }}>
          {children}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

/** A found item in the dropdown: one already chosen is ticked and cannot be chosen again. */
export function PickerOption({ value, chosen, testId, children }: { value: string; chosen: boolean; testId: string; children: ReactNode }) {
  return (
    <Combobox.Option value={value} disabled={chosen} data-testid={`${testId}-option`}>
      <Group justify="space-between" wrap="nowrap">
        {children}
        {chosen && <Text size="sm">✓</Text>}
      </Group>
    </Combobox.Option>
  );
}
