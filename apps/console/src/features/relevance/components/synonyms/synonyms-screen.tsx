import { Alert, Button, Grid, Group, Loader, Pagination, Paper, Select, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SYNONYM_KINDS, SYNONYMS_PAGE_SIZE, type SynonymEntry, type SynonymKind } from '@vitrina/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AfterPaint } from '../../../../ui/after-paint';
import { EmptyState } from '../../../../ui/empty-state';
import { useSynonymGroups } from '../../api/synonym-groups';
import { useDeleteSynonyms, useMoveSynonyms, useSynonyms } from '../../api/synonyms';
import { exportSynonymsCsv } from '../../api/synonyms-csv';
import { AutoSuggestions } from './auto-suggestions';
import { CsvImport } from './csv-import';
import { GroupsSidebar } from './groups-sidebar';
import { SynonymFormModal } from './synonym-form';
import { SynonymsTable } from './synonyms-table';

type Tab = 'search' | 'params';
const SEARCH_KINDS = SYNONYM_KINDS.filter((kind) => kind !== 'param');

/** Synonyms (spec §2 tabs 'search' and 'parameters'): groups, the table, add/edit, bulk actions, CSV, suggestions. */
export function SynonymsScreen({ projectId, canEdit }: { projectId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'params' ? 'params' : 'search';
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [kind, setKind] = useState<SynonymKind | null>(null);
  const [groupId, setGroupId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<SynonymEntry | 'new' | null>(null);
  const [exporting, setExporting] = useState(false);

  const filter = {
    query: debounced || undefined,
    groupId: groupId ?? undefined,
    kind: tab === 'params' ? ('param' as const) : (kind ?? undefined),
    page,
    limit: SYNONYMS_PAGE_SIZE,
  };
  const list = useSynonyms(projectId, filter);
  const groups = useSynonymGroups(projectId);
  const remove = useDeleteSynonyms(projectId);
  const move = useMoveSynonyms(projectId);
  const groupList = groups.data ?? [];
  const defaultGroupId = groupList.find((group) => group.isDefault)?.id ?? null;
  const pages = Math.max(1, Math.ceil((list.data?.totalCount ?? 0) / SYNONYMS_PAGE_SIZE));

  const resetPage = () => {
    setPage(1);
    setSelected([]);
  };
  const deleteIds = (ids: string[]) => {
    if (!ids.length || !window.confirm(t('relevance.synonyms.confirmDelete', { count: ids.length }))) return;
    remove.mutate(ids, { onSuccess: () => setSelected([]) });
  };
  const onExport = async () => {
    setExporting(true);
    try {
      await exportSynonymsCsv(projectId);
    } catch {
      // rawRequest has already shown the error.
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack maw={1200} data-testid="synonyms-page">
      <Tabs
        value={tab}
        onChange={(value) => {
          setParams(value === 'params' ? { tab: 'params' } : {}, { replace: true });
          setKind(null);
          resetPage();
        }}
        variant="pills"
      >
        <Tabs.List>
          <Tabs.Tab value="search" data-testid="synonyms-tab-search">
            {t('relevance.synonyms.tabs.search')}
          </Tabs.Tab>
          <Tabs.Tab value="params" data-testid="synonyms-tab-params">
            {t('relevance.synonyms.tabs.params')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Text size="sm" c="dimmed">
        {tab === 'params' ? t('relevance.synonyms.paramsIntro') : t('relevance.synonyms.searchIntro')}
      </Text>
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder p="sm" radius="md">
            <GroupsSidebar
              projectId={projectId}
              groups={groupList}
              current={groupId}
              onSelect={(id) => {
                setGroupId(id);
                resetPage();
              }}
              canEdit={canEdit}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack>
            <Group justify="space-between">
              <Group gap="xs">
                <TextInput
                  placeholder={t('relevance.synonyms.searchPlaceholder')}
                  value={search}
                  onChange={(event) => {
                    setSearch(event.currentTarget.value);
                    resetPage();
                  }}
                  data-testid="synonyms-search"
                />
                {tab === 'search' && (
                  <Select
                    placeholder={t('relevance.synonyms.allKinds')}
                    data={SEARCH_KINDS.map((value) => ({ value, label: t(`relevance.synonyms.kinds.${value}`) }))}
                    value={kind}
                    onChange={(value) => {
                      setKind(value as SynonymKind | null);
                      resetPage();
                    }}
                    clearable
                    w={200}
                    data-testid="synonyms-kind-filter"
                  />
                )}
              </Group>
              <Group gap="xs">
                {canEdit && (
                  <Button onClick={() => setEditing('new')} data-testid="synonyms-add">
                    + {t('relevance.synonyms.add')}
                  </Button>
                )}
                {canEdit && <CsvImport projectId={projectId} groups={groupList} groupId={groupId} />}
                <Button variant="default" onClick={() => void onExport()} loading={exporting} data-testid="synonyms-export">
                  {t('relevance.synonyms.export')}
                </Button>
              </Group>
            </Group>
            {canEdit && selected.length > 0 && (
              <Group gap="xs" data-testid="synonyms-bulk">
                <Text size="sm">{t('relevance.synonyms.selected', { count: selected.length })}</Text>
                <Select
                  placeholder={t('relevance.synonyms.moveTo')}
                  data={groupList.map((group) => ({ value: group.id, label: group.name }))}
                  value={null}
                  onChange={(target) => target && move.mutate({ ids: selected, groupId: target }, { onSuccess: () => setSelected([]) })}
                  w={220}
                  data-testid="synonyms-move"
                />
                <Button
                  color="red"
                  variant="light"
                  onClick={() => deleteIds(selected)}
                  loading={remove.isPending}
                  data-testid="synonyms-delete"
                >
                  {t('relevance.common.delete')}
                </Button>
              </Group>
            )}
            {list.isPending && <Loader size="sm" />}
            {list.isError && <Alert color="red">{t('relevance.common.loadFailed')}</Alert>}
            {list.data && list.data.entries.length === 0 && (
              <EmptyState
                description={debounced || groupId || kind ? t('relevance.synonyms.nothingFound') : t('relevance.synonyms.empty')}
              />
            )}
            {list.data && list.data.entries.length > 0 && (
              <SynonymsTable
                entries={list.data.entries}
                groups={groupList}
                selected={selected}
                onSelect={setSelected}
                onEdit={canEdit ? setEditing : undefined}
                onDelete={canEdit ? (entry) => deleteIds([entry.id]) : undefined}
              />
            )}
            {pages > 1 && (
              <Pagination
                total={pages}
                value={page}
                onChange={(value) => {
                  setPage(value);
                  setSelected([]);
                }}
                data-testid="synonyms-pages"
              />
            )}
            {tab === 'search' && (
              // Below the table: it renders once the table has shown.
              <AfterPaint>
                <AutoSuggestions projectId={projectId} canEdit={canEdit} />
              </AfterPaint>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <SynonymFormModal
        opened={editing !== null}
        projectId={projectId}
        entry={editing === 'new' ? null : editing}
        paramTab={editing && editing !== 'new' ? editing.kind === 'param' : tab === 'params'}
        groups={groupList}
        defaultGroupId={groupId ?? defaultGroupId}
        onDone={() => setEditing(null)}
      />
    </Stack>
  );
}
