import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

export interface UrlListFieldProps<Values> {
  form: UseFormReturnType<Values>;
  /** The form's list of addresses, e.g. 'feedUrls'. */
  path: string;
  /** Each address's label; the list's own label (with `heading`) makes it the input's accessible name only. */
  rowLabel: (index: number, count: number) => string;
  /** A label and hint above the whole list, shown even while it is empty. */
  heading?: { label: string; description: string };
  /** The hint under the first address (lists without a heading). */
  firstDescription?: string;
  placeholder: string;
  removeLabel: string;
  addLabel: string;
  /** Rows are `${testId}-${index}`, their remove buttons `${testId}-remove-${index}`, the add button `${testId}-add`. */
  testId: string;
  /** Addresses that cannot be removed: a project always keeps its first feed. */
  keep?: number;
  max?: number;
  canEdit?: boolean;
}

/** An editable list of addresses (a project's feeds, its merchandising feeds): add, edit and remove each one. */
export function UrlListField<Values>({
  form,
  path,
  rowLabel,
  heading,
  firstDescription,
  placeholder,
  removeLabel,
  addLabel,
  testId,
  keep = 0,
  max = Number.POSITIVE_INFINITY,
  canEdit = true,
}: UrlListFieldProps<Values>) {
  const urls = ((form.getValues() as Record<string, unknown>)[path] ?? []) as string[];
  // Mantine's list helpers are typed by path strings of the form's values.
  const list = form as unknown as UseFormReturnType<Record<string, string[]>>;
  const rows = (
    <Stack gap="xs" mt={heading ? 4 : 0} data-testid={`${testId}s`}>
      {urls.map((_, index) => {
        const rowPath = `${path}.${index}`;
        const label = rowLabel(index, urls.length);
        return (
          <Group key={form.key(rowPath)} align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={heading ? undefined : label}
              aria-label={heading ? label : undefined}
              description={!heading && index === 0 ? firstDescription : undefined}
              placeholder={placeholder}
              inputMode="url"
              data-testid={`${testId}-${index}`}
              {...form.getInputProps(rowPath)}
            />
            {canEdit && urls.length > keep && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                // Level with the input when an error shows under it.
                mb={form.errors[rowPath] ? 24 : 0}
                aria-label={removeLabel}
                title={removeLabel}
                onClick={() => list.removeListItem(path, index)}
                data-testid={`${testId}-remove-${index}`}
              >
                ×
              </ActionIcon>
            )}
          </Group>
        );
      })}
      {canEdit && urls.length < max && (
        <Group>
          <Button variant="subtle" size="compact-sm" onClick={() => list.insertListItem(path, '')} data-testid={`${testId}-add`}>
            + {addLabel}
          </Button>
        </Group>
      )}
    </Stack>
  );
  if (!heading) return rows;
  return (
    <Input.Wrapper label={heading.label} description={heading.description} error={form.errors[path]}>
      {rows}
    </Input.Wrapper>
  );
}
