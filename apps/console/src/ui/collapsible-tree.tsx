import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface TreeNode {
  id: string;
  label: ReactNode;
  children?: TreeNode[];
}

/** A tree whose branches open and close on click; leaves render as plain rows. */
export function CollapsibleTree({ nodes, initiallyOpen = [] }: { nodes: TreeNode[]; initiallyOpen?: string[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(initiallyOpen));
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Box role="tree">
      {nodes.map((node) => (
        <Branch key={node.id} node={node} depth={0} open={open} onToggle={toggle} />
      ))}
    </Box>
  );
}

function Branch({
  node,
  depth,
  open,
  onToggle,
}: {
  node: TreeNode;
  depth: number;
  open: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  const { t } = useTranslation();
  const hasChildren = Boolean(node.children?.length);
  const expanded = hasChildren && open.has(node.id);
  return (
    <Box role="treeitem" aria-expanded={hasChildren ? expanded : undefined} pl={depth === 0 ? 0 : 'md'}>
      {hasChildren ? (
        <UnstyledButton onClick={() => onToggle(node.id)} title={expanded ? t('common.collapse') : t('common.expand')}>
          <Group gap={6} wrap="nowrap">
            <span aria-hidden>{expanded ? '▾' : '▸'}</span>
            <Text size="sm">{node.label}</Text>
          </Group>
        </UnstyledButton>
      ) : (
        <Text size="sm" pl={18}>
          {node.label}
        </Text>
      )}
      {expanded && (
        <Box role="group">
          {node.children?.map((child) => (
            <Branch key={child.id} node={child} depth={depth + 1} open={open} onToggle={onToggle} />
          ))}
        </Box>
      )}
    </Box>
  );
}
