import { Combobox, Input, Stack, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CatalogCategory, useCategoryNames, useCategorySearch } from './catalog-api';
import { PickedList, PickerOption, PickerSearch } from './picker-parts';

interface CommonProps {
  projectId: string;
  label: string;
  description?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  testId: string;
}

/** One category ('' for none): choosing another replaces it. */
interface SingleProps extends CommonProps {
  multiple?: false;
  value: string;
  onChange: (id: string) => void;
}

/** Several categories, in the order chosen. */
interface MultipleProps extends CommonProps {
  multiple: true;
  value: string[];
  onChange: (ids: string[]) => void;
}

/**
 * Categories of the project's catalog, chosen by name: the owner types a part of the name and picks
 * from categories at any level, each with its id and how many products it holds (with its subcategories,
 * as category filters count). Chosen ones show by name with their id; an id the catalog no longer has
 * stays, marked as such.
 */
export function CategoryPicker(props: SingleProps | MultipleProps) {
  const { projectId, label, description, error, disabled, testId } = props;
  const ids = props.multiple ? props.value : props.value ? [props.value] : [];
  const change = (next: string[]) => (props.multiple ? props.onChange(next) : props.onChange(next.at(-1) ?? ''));
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), 250);
  const found = useCategorySearch(projectId, query);
  // Categories picked from the search show by name at once; only ids saved earlier need the names read.
  const [picked, setPicked] = useState<ReadonlyMap<string, CatalogCategory>>(new Map());
  const names = useCategoryNames(
    projectId,
    ids.filter((id) => !picked.has(id)),
  );

  const typed = text.trim();
  const categories = query === typed ? (found.data?.data ?? []) : [];
  const more = query === typed && found.data ? found.data.totalCount - categories.length : 0;
  const choose = (category: CatalogCategory) => {
    setPicked((before) => new Map(before).set(category.id, category));
    if (!ids.includes(category.id)) change([...ids, category.id]);
    setText('');
    combobox.closeDropdown();
  };

  return (
    <Input.Wrapper label={label} description={description} error={error} data-testid={testId}>
      <Stack gap={6} mt={4}>
        <PickedList
          ids={ids}
          describe={(id) => {
            const category = picked.get(id) ?? names.data?.get(id);
            return category === undefined
              ? undefined
              : { name: category.name, content: <CategorySummary id={id} name={category.name} path={category.path} /> };
          }}
          answered={names.isSuccess}
          notInCatalog={t('ui.categoryPicker.notInCatalog')}
          removeLabel={(name) => t('ui.categoryPicker.remove', { name })}
          onRemove={(id) => change(ids.filter((other) => other !== id))}
          disabled={disabled}
          testId={testId}
        />
        {!disabled && (
          <PickerSearch
            combobox={combobox}
            onOptionSubmit={(option) => {
              const category = categories.find((one) => one.id === option);
              if (category) choose(category);
            }}
            text={text}
            onTextChange={setText}
            placeholder={props.multiple ? t('ui.categoryPicker.find') : t('ui.categoryPicker.findOne')}
            label={label}
            loading={found.isFetching}
            testId={testId}
          >
            {categories.map((category) => (
              <PickerOption key={category.id} value={category.id} chosen={ids.includes(category.id)} testId={testId}>
                <CategorySummary
                  id={category.id}
                  name={category.name}
                  path={category.path}
                  details={t('ui.categoryPicker.details', { id: category.id, count: category.subtreeOffersCount })}
                />
              </PickerOption>
            ))}
            {more > 0 && (
              <Text size="xs" c="dimmed" px="xs" py={4}>
                {t('ui.categoryPicker.more', { count: more })}
              </Text>
            )}
            {found.isError && <Combobox.Empty>{t('ui.categoryPicker.searchFailed')}</Combobox.Empty>}
            {found.isSuccess && query === typed && categories.length === 0 && (
              <Combobox.Empty>{t('ui.categoryPicker.nothingFound')}</Combobox.Empty>
            )}
          </PickerSearch>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

/** A category by name (or 'No name') over a dimmed line: where it sits (its parents), then its id or the details given. */
function CategorySummary({ id, name, path = [], details }: { id: string; name: string; path?: string[]; details?: string }) {
  const { t } = useTranslation();
  const place = path.map((parent) => parent || t('ui.categoryPicker.unnamed')).join(' › ');
  const about = details ?? t('ui.categoryPicker.idLabel', { id });
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="sm" lineClamp={1}>
        {name || t('ui.categoryPicker.unnamed')}
      </Text>
      <Text size="xs" c="dimmed">
        {place ? `${place} · ${about}` : about}
      </Text>
    </Stack>
  );
}
