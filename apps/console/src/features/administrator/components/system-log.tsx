import { Anchor, Pagination, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGE_SIZE, useSystemLog } from '../api/service';

/** Failed feed loads of every project, newest first. */
export function SystemLog() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const log = useSystemLog(page);
  const rows = log.data?.data ?? [];
  const total = log.data?.totalCount ?? 0;
  if (log.isSuccess && rows.length === 0) return <Text c="dimmed">{t('administrator.service.logEmpty')}</Text>;
  return (
    <>
      <Table striped data-testid="system-log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('administrator.service.date')}</Table.Th>
            <Table.Th>{t('administrator.service.project')}</Table.Th>
            <Table.Th>{t('administrator.service.message')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{new Date(row.date).toLocaleString(i18n.language)}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/project/${row.sourceUuid}/feed`}>
                  {row.sourceName}
                </Anchor>
              </Table.Td>
              <Table.Td>{row.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {total > PAGE_SIZE && <Pagination mt="md" total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={setPage} />}
    </>
  );
}
