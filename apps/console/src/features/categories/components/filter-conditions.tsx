import { Button, NumberInput, Popover, Stack, Text, TextInput } from '@mantine/core';
import { type CatalogFilter, MAX_FILTER_LEVEL } from '@vitrina/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { useUpdateFilter } from '../api/filters';

/** 'Everywhere', or the level and branch a filter is limited to. */
export function conditionsSummary(t: TFunction, filter: CatalogFilter): string {
  return filter.level === 0 && filter.firstId === null
    ? t('categories.filters.anywhere')
    : t('categories.filters.where', { level: filter.level, branch: filter.firstId ?? '—' });
}

/** Where a filter shows: from which category level, and only inside which branch (spec §3 level, firstId). */
export function FilterConditions({ projectId, filter }: { projectId: string; filter: CatalogFilter }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [level, setLevel] = useState<number | string>(filter.level);
  const [firstId, setFirstId] = useState(filter.firstId ?? '');
  const update = useUpdateFilter(projectId);
  const error = (field: string) => (update.error instanceof ApiError ? update.error.fieldError(field) : undefined);
  const summary = conditionsSummary(t, filter);
  return (
    <Popover opened={opened} onChange={setOpened} width={280} withArrow trapFocus>
      <Popover.Target>
        <Button size="compact-xs" variant="subtle" onClick={() => setOpened((o) => !o)} data-testid={`filter-conditions-${filter.name}`}>
          {summary}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <NumberInput
            label={t('categories.filters.level')}
            description={t('categories.filters.levelHint')}
            min={0}
            max={MAX_FILTER_LEVEL}
            allowDecimal={false}
            value={level}
            onChange={setLevel}
            error={error('level')}
          />
          <TextInput
            label={t('categories.filters.firstId')}
            description={t('categories.filters.firstIdHint')}
            value={firstId}
            onChange={(event) => setFirstId(event.currentTarget.value)}
            error={error('firstId')}
          />
          {update.isError && !error('level') && !error('firstId') && (
            <Text size="xs" c="red">
              {update.error.message}
            </Text>
          )}
          <Button
            size="xs"
            loading={update.isPending}
            onClick={() =>
              update.mutate(
                { filterId: filter.id, update: { level: Number(level) || 0, firstId: firstId.trim() || null } },
                { onSuccess: () => setOpened(false) },
              )
            }
          >
            {t('categories.common.save')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
