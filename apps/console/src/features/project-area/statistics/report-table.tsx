import { Group, ScrollArea, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';
import { formatCell, type ReportColumn, type SortState, sortRows } from './columns';
import type { ReportRow } from './stats-types';

const ARROWS = { asc: '▲', desc: '▼' } as const;

/** A statistics table sorted in the browser, within the rows it has (one page). */
export function ReportTable({
  columns,
  rows,
  empty,
  dimmed = false,
  testId = 'stats-table',
}: {
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  empty: string;
  dimmed?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [sort, setSort] = useState<SortState | null>(null);
  const sorted = useMemo(() => {
    const column = sort && columns.find((item) => item.key === sort.key);
    return column && sort ? sortRows(rows, column, sort.direction, locale) : rows;
  }, [rows, columns, sort, locale]);

  // Text sorts A→Z first, numbers and dates largest first: what people look for.
  const toggle = (column: ReportColumn) =>
    setSort((current) => {
      const first = column.kind === 'text' ? 'asc' : 'desc';
      if (current?.key !== column.key) return { key: column.key, direction: first };
      if (current.direction === first) return { key: column.key, direction: first === 'asc' ? 'desc' : 'asc' };
      return null;
    });

  return (
    <ScrollArea>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid={testId} style={{ opacity: dimmed ? 0.6 : 1 }}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const active = sort?.key === column.key ? sort.direction : null;
              return (
                <Table.Th
                  key={column.key}
                  ta={column.kind === 'text' ? undefined : 'right'}
                  aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none'}
                  miw={column.kind === 'text' ? 160 : 90}
                >
                  <UnstyledButton onClick={() => toggle(column)} data-testid={`sort-${column.key}`} fw={600} fz="sm">
                    <Group gap={4} wrap="nowrap" justify={column.kind === 'text' ? 'flex-start' : 'flex-end'}>
                      {t(column.label)}
                      <Text span size="xs" c={active ? undefined : 'dimmed'} aria-hidden>
                        {active ? ARROWS[active] : '↕'}
                      </Text>
                    </Group>
                  </UnstyledButton>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((row, index) => (
            // Rows have no id; the position within the page is stable until the page changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Table.Tr key={index} data-testid="stats-row">
              {columns.map((column) => {
                const text = column.format ? column.format(row[column.key], locale) : formatCell(row[column.key], column.kind, locale);
                return column.kind === 'text' ? (
                  <Table.Td key={column.key} maw={480}>
                    {text.length > 80 ? (
                      <Tooltip label={text} multiline maw={480} withinPortal>
                        <Text size="sm" truncate="end">
                          {text}
                        </Text>
                      </Tooltip>
                    ) : (
                      <Text size="sm" style={{ wordBreak: 'break-word' }}>
                        {text}
                      </Text>
                    )}
                  </Table.Td>
                ) : (
                  <Table.Td key={column.key} ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {text}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
          {sorted.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text size="sm" c="dimmed" ta="center" py="md" data-testid="stats-empty">
                  {empty}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
