import { ActionIcon, Badge, Group, SegmentedControl, Switch, Table, Text, Tooltip } from '@mantine/core';
import type { CatalogFilter, FilterType } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { useUpdateFilter } from '../api/filters';
import { conditionsSummary, FilterConditions } from './filter-conditions';

interface FilterRowProps {
  projectId: string;
  filter: CatalogFilter;
  canEdit: boolean;
  /** Ordering controls; absent while the list shows search results. */
  move?: { up: (() => void) | null; down: (() => void) | null; drag: { onDragStart: () => void; onDrop: () => void } };
}

/** One filter: its name, how common it is, the facet type, where it shows and whether it is on. */
export function FilterRow({ projectId, filter, canEdit, move }: FilterRowProps) {
  const { t } = useTranslation();
  const update = useUpdateFilter(projectId);
  const save = (change: Parameters<typeof update.mutate>[0]['update']) => update.mutate({ filterId: filter.id, update: change });
  const draggable = Boolean(canEdit && move);
  return (
    <Table.Tr
      data-testid={`filter-${filter.name}`}
      draggable={draggable}
      onDragStart={move?.drag.onDragStart}
      onDragOver={draggable ? (event) => event.preventDefault() : undefined}
      onDrop={move?.drag.onDrop}
      style={{ opacity: filter.enabled ? 1 : 0.6 }}
    >
      <Table.Td w={70}>
        {canEdit && move && (
          <Group gap={2} wrap="nowrap">
            <Text c="dimmed" style={{ cursor: 'grab' }} aria-hidden>
              ⋮⋮
            </Text>
            <ActionIcon
              size="sm"
              variant="subtle"
              disabled={!move.up}
              onClick={move.up ?? undefined}
              aria-label={t('categories.filters.moveUp')}
            >
              ↑
            </ActionIcon>
            <ActionIcon
              size="sm"
              variant="subtle"
              disabled={!move.down}
              onClick={move.down ?? undefined}
              aria-label={t('categories.filters.moveDown')}
            >
              ↓
            </ActionIcon>
          </Group>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {filter.name}
        </Text>
        <Text size="xs" c="dimmed">
          {[
            t('categories.common.products', { count: filter.offersCount }),
            t('categories.filters.values', { count: filter.valuesCount }),
            filter.unit ? t('categories.filters.unit', { unit: filter.unit }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {filter.defaultOff && (
          <Text size="xs" c="orange.8" data-testid={`filter-default-off-${filter.name}`}>
            {t(`categories.filters.defaultOff.${filter.defaultOff}`)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {canEdit ? (
          <Tooltip label={t('categories.filters.rangeHint')} disabled={filter.numeric}>
            <SegmentedControl
              size="xs"
              value={filter.currentType}
              onChange={(value) => save({ currentType: value as FilterType })}
              data={[
                { value: 'multiple', label: t('categories.filters.types.multiple') },
                { value: 'range', label: t('categories.filters.types.range'), disabled: !filter.numeric },
              ]}
              data-testid={`filter-type-${filter.name}`}
            />
          </Tooltip>
        ) : (
          <Badge variant="light">{t(`categories.filters.types.${filter.currentType}`)}</Badge>
        )}
      </Table.Td>
      <Table.Td>
        {canEdit ? <FilterConditions projectId={projectId} filter={filter} /> : <Text size="xs">{conditionsSummary(t, filter)}</Text>}
      </Table.Td>
      <Table.Td>
        {canEdit ? (
          <Switch
            checked={filter.enabled}
            disabled={update.isPending}
            aria-label={t('categories.filters.enabled')}
            onChange={(event) => save({ enabled: event.currentTarget.checked })}
            data-testid={`filter-enabled-${filter.name}`}
          />
        ) : (
          <Badge variant="light" color={filter.enabled ? 'green' : 'gray'}>
            {filter.enabled ? t('categories.common.on') : t('categories.common.off')}
          </Badge>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
