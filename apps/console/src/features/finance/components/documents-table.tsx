import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { FinanceReport, Invoice } from '@vitrina/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { openFinanceDocument } from '../api/open-document';
import { invoiceTitleIn } from '../invoice-title';

export interface DocumentRow {
  id: string;
  title: string;
  sum: number;
  state: Invoice['state'];
  date: number;
  periodStart: number;
  periodEnd: number;
  link: string;
}

export const invoiceRow =
  (t: TFunction, locale: string) =>
  (i: Invoice): DocumentRow => ({
    ...i,
    title: `№ ${i.number} — ${invoiceTitleIn(t, locale, i)}`,
  });
export const reportRow = (r: FinanceReport): DocumentRow => ({
  ...r,
  title: `№ ${r.number}`,
  periodStart: r.period.start,
  periodEnd: r.period.end,
});

/** Invoices or acts of a project with their printable documents (spec §3). */
export function DocumentsTable({ rows, testId }: { rows: DocumentRow[]; testId: string }) {
  const { t, i18n } = useTranslation();
  const date = (ms: number) => new Date(ms).toLocaleDateString(i18n.language, { timeZone: 'UTC' });
  const money = (sum: number) => sum.toLocaleString(i18n.language, { style: 'currency', currency: 'RUB' });
  if (!rows.length) {
    return (
      <Text c="dimmed" size="sm" data-testid={testId}>
        {t('finance.none')}
      </Text>
    );
  }
  return (
    <Table striped data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('finance.columns.name')}</Table.Th>
          <Table.Th>{t('finance.columns.sum')}</Table.Th>
          <Table.Th>{t('finance.columns.state')}</Table.Th>
          <Table.Th>{t('finance.columns.date')}</Table.Th>
          <Table.Th>{t('finance.columns.period')}</Table.Th>
          <Table.Th>{t('finance.columns.document')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>{row.title}</Table.Td>
            <Table.Td>{money(row.sum)}</Table.Td>
            <Table.Td>
              <Badge color={row.state === 'paid' ? 'green' : row.state === 'notPaid' ? 'orange' : 'gray'} variant="light">
                {t(`finance.states.${row.state}`)}
              </Badge>
            </Table.Td>
            <Table.Td>{date(row.date)}</Table.Td>
            <Table.Td>
              {date(row.periodStart)} — {date(row.periodEnd)}
            </Table.Td>
            <Table.Td>
              <Anchor component="button" type="button" onClick={() => void openFinanceDocument(row.link)}>
                {t('finance.open')}
              </Anchor>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
