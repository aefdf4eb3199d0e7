import { Badge, List, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../lib/use-locale';
import type { PreviewOffer, RulesPreview, RulesPreviewRow } from '../../api/preview-indexing-rules';

type Column = 'name' | 'price' | 'available' | 'offerLabel';
const COLUMNS: readonly Column[] = ['name', 'price', 'available', 'offerLabel'];

function sameOffer(before: PreviewOffer, after: PreviewOffer): boolean {
  return JSON.stringify(before) === JSON.stringify(after);
}

/** A before → after cell: unchanged values once, changed ones struck through with the new value under them. */
function Cell({ before, after, removed }: { before: ReactNode; after: ReactNode; removed: boolean }) {
  if (removed || before === after) {
    return (
      <Text size="sm" td={removed ? 'line-through' : undefined} c={removed ? 'dimmed' : undefined}>
        {before}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Text size="sm" td="line-through" c="dimmed">
        {before}
      </Text>
      <Text size="sm" fw={600} c="teal.8">
        → {after}
      </Text>
    </Stack>
  );
}

/** What the rules would do to a sample of the live catalog (POST …/indexing-rules/preview). */
export function RulesPreviewTable({ rows }: { rows: RulesPreviewRow[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const show = (offer: PreviewOffer, column: Column): string => {
    const value = offer[column];
    if (column === 'available') return value ? t('project.rules.preview.inStock') : t('project.rules.preview.outOfStock');
    if (column === 'price' && typeof value === 'number') return new Intl.NumberFormat(locale).format(value);
    return value === null || value === undefined || value === '' ? '—' : String(value);
  };
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="rules-preview-table">
        {t('project.rules.preview.empty')}
      </Text>
    );
  }
  return (
    <ScrollArea>
      <Table striped verticalSpacing="xs" data-testid="rules-preview-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('project.rules.preview.id')}</Table.Th>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{t(`project.rules.preview.${column}`)}</Table.Th>
            ))}
            <Table.Th>{t('project.rules.preview.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ before, after }) => {
            const changed = after !== null && !sameOffer(before, after);
            return (
              <Table.Tr key={before.id} data-testid={`rules-preview-row-${before.id}`}>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {before.id}
                  </Text>
                </Table.Td>
                {COLUMNS.map((column) => (
                  <Table.Td key={column} maw={column === 'name' ? 360 : undefined}>
                    <Cell before={show(before, column)} after={after ? show(after, column) : null} removed={after === null} />
                  </Table.Td>
                ))}
                <Table.Td>
                  {after === null ? (
                    <Badge color="red" variant="light" data-testid="rules-preview-removed">
                      {t('project.rules.preview.removed')}
                    </Badge>
                  ) : changed ? (
                    <Badge color="teal" variant="light">
                      {t('project.rules.preview.changed')}
                    </Badge>
                  ) : (
                    <Badge color="gray" variant="light">
                      {t('project.rules.preview.unchanged')}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/** The counts of a preview: all offers matched, changed and removed, then each rule's matches by its name. */
export function RulesPreviewSummary({ preview, ruleNames }: { preview: RulesPreview; ruleNames: string[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  return (
    <Stack gap={4} data-testid="rules-preview-summary">
      <Text size="sm" fw={600}>
        {t('project.rules.preview.summary', {
          matched: number(preview.matched),
          total: number(preview.total),
          changed: number(preview.changed),
          removed: number(preview.removed),
        })}
      </Text>
      {preview.scanned < preview.total && (
        <Text size="xs" c="dimmed">
          {t('project.rules.preview.partial', { scanned: number(preview.scanned), total: number(preview.total) })}
        </Text>
      )}
      <List size="sm" spacing={2}>
        {preview.rules.map((rule, index) => (
          // Rules have no ids; their order is what the server counted by.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole on each preview
          <List.Item key={index} data-testid={`rules-preview-rule-${index}`}>
            {t('project.rules.preview.ruleMatches', {
              rule: ruleNames[index]?.trim() || t('project.rules.preview.ruleNumber', { number: index + 1 }),
              count: rule.matched,
              matched: number(rule.matched),
            })}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
