import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { can } from '@vitrina/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCurrentUser } from '../../../lib/session';
import { useFinanceAccount, useInvoices, useReports } from '../api/finance';
import { DocumentsTable, invoiceRow, reportRow } from '../components/documents-table';
import { FinanceForm } from '../components/finance-form';

/** /project/:id/finance — the bank details invoices are issued on, the invoices and the acts. */
export function FinancePage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const account = useFinanceAccount(id);
  const invoices = useInvoices(id);
  const reports = useReports(id);
  const failed = account.isError || invoices.isError || reports.isError;

  return (
    <Stack data-testid="finance-page">
      <Text c="dimmed" size="sm">
        {t('finance.intro')}
      </Text>
      {failed && <Alert color="red">{t('finance.loadFailed')}</Alert>}
      {account.isPending ? (
        <Loader size="sm" />
      ) : (
        account.data && <FinanceForm key={id} projectId={id} saved={account.data} canEdit={can(user.permissions, 'edit', id)} />
      )}
      <Title order={3}>{t('finance.invoices')}</Title>
      {invoices.data && <DocumentsTable rows={invoices.data.map(invoiceRow(t, i18n.language))} testId="finance-invoices" />}
      <Title order={3}>{t('finance.reports')}</Title>
      {reports.data && <DocumentsTable rows={reports.data.map(reportRow)} testId="finance-reports" />}
    </Stack>
  );
}
