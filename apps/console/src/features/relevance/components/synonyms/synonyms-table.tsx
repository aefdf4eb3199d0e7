import { ActionIcon, Badge, Checkbox, Group, Table, Text } from '@mantine/core';
import type { SynonymEntry, SynonymGroup, SynonymKind } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';

const KIND_COLORS: Record<SynonymKind, string> = { twoWay: 'blue', oneWay: 'violet', stemException: 'orange', param: 'teal' };

interface SynonymsTableProps {
  entries: SynonymEntry[];
  groups: SynonymGroup[];
  selected: string[];
  onSelect: (ids: string[]) => void;
  onEdit?: (entry: SynonymEntry) => void;
  onDelete?: (entry: SynonymEntry) => void;
}

/** One page of entries: kind badge, word, synonyms, group; checkboxes and row actions only for editors. */
export function SynonymsTable({ entries, groups, selected, onSelect, onEdit, onDelete }: SynonymsTableProps) {
  const { t } = useTranslation();
  const editable = Boolean(onEdit);
  const groupName = (id: string | null) =>
    groups.find((group) => group.id === id)?.name ?? groups.find((group) => group.isDefault)?.name ?? '—';
  const allSelected = entries.length > 0 && entries.every((entry) => selected.includes(entry.id));
  const toggle = (id: string) => onSelect(selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id]);
  return (
    <Table striped highlightOnHover data-testid="synonyms-table">
      <Table.Thead>
        <Table.Tr>
          {editable && (
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('relevance.synonyms.selectAll')}
                checked={allSelected}
                indeterminate={!allSelected && selected.length > 0}
                onChange={() => onSelect(allSelected ? [] : entries.map((entry) => entry.id))}
                data-testid="synonyms-select-all"
              />
            </Table.Th>
          )}
          <Table.Th>{t('relevance.synonyms.kind')}</Table.Th>
          <Table.Th>{t('relevance.synonyms.word')}</Table.Th>
          <Table.Th>{t('relevance.synonyms.synonyms')}</Table.Th>
          <Table.Th>{t('relevance.synonyms.group')}</Table.Th>
          {editable && <Table.Th w={90} />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={entry.id} data-testid={`synonym-row-${entry.id}`}>
            {editable && (
              <Table.Td>
                <Checkbox
                  aria-label={entry.word}
                  checked={selected.includes(entry.id)}
                  onChange={() => toggle(entry.id)}
                  data-testid={`synonym-select-${entry.id}`}
                />
              </Table.Td>
            )}
            <Table.Td>
              <Badge color={KIND_COLORS[entry.kind]} variant="light" miw="max-content">
                {t(`relevance.synonyms.kinds.${entry.kind}`)}
              </Badge>
            </Table.Td>
            <Table.Td fw={500}>{entry.word}</Table.Td>
            <Table.Td>
              <Text size="sm">{entry.synonyms.join(', ') || '—'}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" c="dimmed">
                {groupName(entry.groupId)}
              </Text>
            </Table.Td>
            {editable && (
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={t('relevance.common.edit')} onClick={() => onEdit?.(entry)}>
                    ✎
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" aria-label={t('relevance.common.delete')} onClick={() => onDelete?.(entry)}>
                    ✕
                  </ActionIcon>
                </Group>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
