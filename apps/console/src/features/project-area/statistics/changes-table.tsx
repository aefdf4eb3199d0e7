import { Group, Pagination, Paper, ScrollArea, Stack, Table, Text, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';
import { SOURCE_CHANGES_PAGE_SIZE, type SourceChange, useSourceChanges } from '../api/get-source-changes';
import { changeInWords } from './change-words';
import { formatCell } from './columns';
import { StatsLoadFailure } from './load-failure';

/** Values longer than this are cut; hover shows the whole value, a click expands it in place. */
export const VALUE_PREVIEW_CHARS = 60;

export function ChangeValue({ value }: { value: string | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (value === null || value === '') return <Text c="dimmed">—</Text>;
  if (value.length <= VALUE_PREVIEW_CHARS) {
    return (
      // Values are words now (changeInWords), so they read as text, not as code.
      <Text size="sm" style={{ wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>
        {value}
      </Text>
    );
  }
  return (
    <Tooltip label={open ? t('statistics.logs.collapse') : value} multiline maw={480} withinPortal openDelay={200}>
      <UnstyledButton onClick={() => setOpen((current) => !current)} aria-expanded={open} data-testid="change-value-toggle">
        <Text size="sm" style={{ wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>
          {open ? value : `${value.slice(0, VALUE_PREVIEW_CHARS)}…`}
        </Text>
      </UnstyledButton>
    </Tooltip>
  );
}

function ChangeRow({ change }: { change: SourceChange }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const words = changeInWords(change, t, locale);
  return (
    <Table.Tr data-testid={`change-row-${change.id}`}>
      <Table.Td>
        {change.user ? (
          <Stack gap={0}>
            <Text size="sm">{change.user.name || change.user.email}</Text>
            {change.user.name && (
              <Text size="xs" c="dimmed">
                {change.user.email}
              </Text>
            )}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('statistics.logs.system')}
          </Text>
        )}
      </Table.Td>
      {/* The form's label; the stored key stays at hand on hover for support questions. */}
      <Table.Td title={change.field} data-testid="change-field">
        {words.label}
      </Table.Td>
      <Table.Td maw={320}>
        <ChangeValue value={words.oldValue} />
      </Table.Td>
      <Table.Td maw={320}>
        <ChangeValue value={words.newValue} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCell(change.date, 'date', locale)}</Table.Td>
    </Table.Tr>
  );
}

/** The settings change log (spec §2 logs): who changed which field from what to what, newest first. */
export function ChangesTable({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useSourceChanges(projectId, page);
  const total = query.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / SOURCE_CHANGES_PAGE_SIZE));
  const rows = query.data?.data ?? [];
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Group justify="space-between">
          <Title order={4}>{t('statistics.logs.changesHeading')}</Title>
          {total > 0 && (
            <Text size="sm" c="dimmed">
              {t('statistics.logs.total', { count: total })}
            </Text>
          )}
        </Group>
        {query.isError ? (
          <StatsLoadFailure error={query.error} />
        ) : (
          <ScrollArea>
            <Table
              striped
              highlightOnHover
              verticalSpacing="xs"
              data-testid="changes-table"
              style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('statistics.logs.user')}</Table.Th>
                  <Table.Th>{t('statistics.logs.field')}</Table.Th>
                  <Table.Th>{t('statistics.logs.oldValue')}</Table.Th>
                  <Table.Th>{t('statistics.logs.newValue')}</Table.Th>
                  <Table.Th>{t('statistics.logs.date')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((change) => (
                  <ChangeRow key={change.id} change={change} />
                ))}
                {rows.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <Text size="sm" c="dimmed" ta="center" py="md">
                        {query.isPending ? t('statistics.loading') : t('statistics.logs.empty')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" data-testid="changes-pagination" />}
      </Stack>
    </Paper>
  );
}
