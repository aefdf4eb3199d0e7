import { Alert, Badge, Box, Group, Loader, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Category, useCategoryBranch } from '../api/categories';
import { useAllPages } from '../api/use-all-pages';

interface TreeProps {
  projectId: string;
  selectedId: string | null;
  onSelect: (category: Category) => void;
}

/**
 * The category tree, loaded lazily: a branch asks for its children only when opened, page after
 * page until an empty page (spec §4). The shared CollapsibleTree needs every node up front, which
 * a catalog of thousands of categories cannot afford.
 */
export function CategoryTree(props: TreeProps) {
  return (
    <Box role="tree" data-testid="category-tree">
      <Branch {...props} parentId="null" />
    </Box>
  );
}

function Branch({ projectId, parentId, selectedId, onSelect }: TreeProps & { parentId: string }) {
  const { t } = useTranslation();
  const branch = useCategoryBranch(projectId, parentId, true);
  useAllPages(branch);
  const categories = branch.data?.pages.flat() ?? [];
  if (branch.isError) return <Alert color="red">{t('categories.common.loadFailed')}</Alert>;
  return (
    <>
      {categories.map((category) => (
        <Node key={category.id} category={category} projectId={projectId} selectedId={selectedId} onSelect={onSelect} />
      ))}
      {(branch.isPending || branch.hasNextPage) && <Loader size="xs" m={4} />}
      {parentId === 'null' && !branch.isPending && !branch.hasNextPage && categories.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('categories.tree.empty')}
        </Text>
      )}
    </>
  );
}

function Node({ category, ...props }: TreeProps & { category: Category }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const selected = props.selectedId === category.id;
  return (
    <Box
      role="treeitem"
      aria-expanded={category.hasChildren ? open : undefined}
      aria-selected={selected}
      data-testid={`category-${category.id}`}
    >
      <Group gap={4} wrap="nowrap">
        {category.hasChildren ? (
          <UnstyledButton
            w={18}
            onClick={() => setOpen(!open)}
            aria-label={open ? t('categories.tree.collapse') : t('categories.tree.expand')}
            data-testid={`category-toggle-${category.id}`}
          >
            {open ? '▾' : '▸'}
          </UnstyledButton>
        ) : (
          <Box w={18} />
        )}
        <UnstyledButton onClick={() => props.onSelect(category)} px={4} style={{ borderRadius: 4 }} bg={selected ? 'blue.0' : undefined}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={selected ? 600 : undefined}>
              {category.name}
            </Text>
            <Badge
              size="xs"
              variant="light"
              color="gray"
              title={t('categories.tree.countTitle', { subtree: category.subtreeOffersCount, own: category.offersCount })}
              data-testid={`category-count-${category.id}`}
            >
              {category.subtreeOffersCount}
            </Badge>
            {category.hasChildren && category.offersCount > 0 && (
              <Text size="xs" c="dimmed">
                {t('categories.tree.own', { count: category.offersCount })}
              </Text>
            )}
          </Group>
        </UnstyledButton>
      </Group>
      {open && (
        <Box role="group" pl="md">
          <Branch {...props} parentId={category.id} />
        </Box>
      )}
    </Box>
  );
}
