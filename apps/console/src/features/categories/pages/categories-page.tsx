import { Grid, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Category } from '../api/categories';
import { CategoryParams } from '../components/category-params';
import { CategorySearchResults } from '../components/category-search';
import { CategoryTree } from '../components/category-tree';
import { FiltersPanel } from '../components/filters-panel';
import { useCanEdit } from '../use-can-edit';

/** /project/:id/categories — the category tree with each category's params, and the filters (spec §2). */
export function CategoriesPage() {
  const { id = '' } = useParams();
  const canEdit = useCanEdit(id);
  return <CategoriesScreen key={id} projectId={id} canEdit={canEdit} />;
}

export function CategoriesScreen({ projectId, canEdit }: { projectId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Category | null>(null);
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  return (
    <Stack gap="md">
      <Text c="dimmed">{t('categories.intro')}</Text>
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md" radius="md">
            <Stack gap="xs">
              <Title order={4}>{t('categories.tree.heading')}</Title>
              <TextInput
                placeholder={t('categories.tree.search')}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                data-testid="category-search"
              />
              {query ? (
                <CategorySearchResults projectId={projectId} query={query} selectedId={selected?.id ?? null} onSelect={setSelected} />
              ) : (
                <CategoryTree projectId={projectId} selectedId={selected?.id ?? null} onSelect={setSelected} />
              )}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <CategoryParams projectId={projectId} category={selected} canEdit={canEdit} />
        </Grid.Col>
      </Grid>
      <FiltersPanel projectId={projectId} canEdit={canEdit} />
    </Stack>
  );
}
