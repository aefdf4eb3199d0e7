import { Alert, Badge, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Category, useCategorySearch } from '../api/categories';

/** Categories found by name, at any level of the tree. */
export function CategorySearchResults({
  projectId,
  query,
  selectedId,
  onSelect,
}: {
  projectId: string;
  query: string;
  selectedId: string | null;
  onSelect: (category: Category) => void;
}) {
  const { t } = useTranslation();
  const found = useCategorySearch(projectId, query);
  if (found.isPending) return <Loader size="xs" />;
  if (found.isError) return <Alert color="red">{t('categories.common.loadFailed')}</Alert>;
  if (found.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('categories.tree.noMatch')}
      </Text>
    );
  return (
    <Stack gap={2} data-testid="category-search-results">
      {found.data.map((category) => (
        <UnstyledButton key={category.id} onClick={() => onSelect(category)} px={4} bg={selectedId === category.id ? 'blue.0' : undefined}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm">{category.name}</Text>
            <Badge size="xs" variant="light" color="gray">
              {category.offersCount}
            </Badge>
          </Group>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
