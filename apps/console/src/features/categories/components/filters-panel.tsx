import { Alert, Badge, Group, Loader, Paper, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { CatalogFilter, FilterMode } from '@vitrina/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFilterMode, useFilterSearch, useFilters, useReorderFilters, useSaveFilterMode } from '../api/filters';
import { useAllPages } from '../api/use-all-pages';
import { FilterRow } from './filter-row';

/** The project's filters (the search facets): mode, search, order, type, conditions and status (spec §2, §4). */
export function FiltersPanel({ projectId, canEdit }: { projectId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const filters = useFilters(projectId);
  const found = useFilterSearch(projectId, query);
  const reorder = useReorderFilters(projectId);
  const [moved, setMoved] = useState<CatalogFilter[] | null>(null);
  const dragFrom = useRef<number | null>(null);
  useAllPages(filters);
  const loaded = filters.data?.pages.flat() ?? [];
  const list = moved ?? loaded;

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= list.length) return;
    const next = [...list];
    const [item] = next.splice(from, 1);
    if (!item) return;
    next.splice(to, 0, item);
    setMoved(next);
    // Positions are saved from the top down to the lower of the two places, so no filter without one sorts above them.
    const changes = next
      .slice(0, Math.max(from, to) + 1)
      .map((filter, ordering) => ({ filterId: filter.id, ordering, before: filter.ordering }))
      .filter((change) => change.before !== change.ordering);
    reorder.mutate(changes, { onSettled: () => setMoved(null) });
  };

  const rows = query ? (found.data ?? []) : list;
  return (
    <Paper withBorder p="md" radius="md" data-testid="filters-panel">
      <Stack gap="sm">
        <Title order={4}>{t('categories.filters.heading')}</Title>
        <Text size="sm" c="dimmed">
          {t('categories.filters.intro')}
        </Text>
        <FilterModeControl projectId={projectId} canEdit={canEdit} />
        <TextInput
          placeholder={t('categories.filters.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-testid="filters-search"
        />
        {(filters.isPending || (query && found.isPending)) && <Loader size="sm" />}
        {(filters.isError || found.isError) && <Alert color="red">{t('categories.common.loadFailed')}</Alert>}
        {!filters.isPending && rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {query ? t('categories.filters.noMatch') : t('categories.filters.empty')}
          </Text>
        )}
        {rows.length > 0 && (
          <Table data-testid="filters-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                <Table.Th>{t('categories.filters.name')}</Table.Th>
                <Table.Th>{t('categories.filters.type')}</Table.Th>
                <Table.Th>{t('categories.filters.conditions')}</Table.Th>
                <Table.Th>{t('categories.filters.enabled')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((filter, index) => (
                <FilterRow
                  key={filter.id}
                  projectId={projectId}
                  filter={filter}
                  canEdit={canEdit}
                  move={
                    query || reorder.isPending
                      ? undefined
                      : {
                          up: index > 0 ? () => move(index, index - 1) : null,
                          down: index < rows.length - 1 ? () => move(index, index + 1) : null,
                          drag: {
                            onDragStart: () => {
                              dragFrom.current = index;
                            },
                            onDrop: () => {
                              if (dragFrom.current !== null) move(dragFrom.current, index);
                              dragFrom.current = null;
                            },
                          },
                        }
                  }
                />
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}

function FilterModeControl({ projectId, canEdit }: { projectId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const mode = useFilterMode(projectId);
  const save = useSaveFilterMode(projectId);
  if (!mode.data) return null;
  const label = (value: FilterMode) => t(`categories.mode.${value}`);
  return (
    <Stack gap={4}>
      <Group gap="sm">
        <Text size="sm" fw={500}>
          {t('categories.mode.label')}
        </Text>
        {canEdit ? (
          <SegmentedControl
            size="xs"
            value={save.isPending ? save.variables : mode.data}
            onChange={(value) => save.mutate(value as FilterMode)}
            data={(['conditions', 'disabled'] as const).map((value) => ({ value, label: label(value) }))}
            data-testid="filter-mode"
          />
        ) : (
          <Badge variant="light">{label(mode.data)}</Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t(`categories.mode.hints.${mode.data}`)}
      </Text>
    </Stack>
  );
}
