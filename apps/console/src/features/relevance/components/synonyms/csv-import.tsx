import { Alert, Button, FileInput, Group, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { SYNONYM_CSV_MAX_BYTES, type SynonymCsvReport, type SynonymGroup } from '@vitrina/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/http';
import { useLocale } from '../../../../lib/use-locale';
import { Modal } from '../../../../ui/modal';
import { useImportSynonymsCsv } from '../../api/synonyms-csv';

/** What an import did: counts, then the lines that could not be read with their numbers. */
export function CsvReport({ report }: { report: SynonymCsvReport }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="synonyms-import-report">
      <SimpleGrid cols={3}>
        <Text size="sm" data-testid="synonyms-import-added">
          {t('relevance.csv.added', { count: report.added })}
        </Text>
        <Text size="sm" data-testid="synonyms-import-skipped">
          {t('relevance.csv.skipped', { count: report.skipped })}
        </Text>
        <Text size="sm" c={report.errorCount ? 'red' : undefined} data-testid="synonyms-import-errors">
          {t('relevance.csv.errors', { count: report.errorCount })}
        </Text>
      </SimpleGrid>
      {report.errors.length > 0 && (
        <Table striped data-testid="synonyms-import-error-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>{t('relevance.csv.line')}</Table.Th>
              <Table.Th>{t('relevance.csv.text')}</Table.Th>
              <Table.Th>{t('relevance.csv.message')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.errors.map((error) => (
              <Table.Tr key={error.line}>
                <Table.Td>{error.line}</Table.Td>
                <Table.Td ff="monospace">{error.text}</Table.Td>
                <Table.Td c="red">{error.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {report.errorCount > report.errors.length && (
        <Text size="xs" c="dimmed">
          {t('relevance.csv.moreErrors', { count: report.errorCount - report.errors.length })}
        </Text>
      )}
    </Stack>
  );
}

/** CSV import (spec §7): the file goes up as it is; lines 'word,synonym' or 'word=>a,b'. */
export function CsvImport({ projectId, groups, groupId }: { projectId: string; groups: SynonymGroup[]; groupId: string | null }) {
  const { t } = useTranslation();
  const { translateRef } = useLocale();
  const upload = useImportSynonymsCsv(projectId);
  const [opened, setOpened] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [target, setTarget] = useState<string | null>(groupId);
  const [report, setReport] = useState<SynonymCsvReport | null>(null);
  const [error, setError] = useState<string | null>(null);

  const open = () => {
    setFile(null);
    setReport(null);
    setError(null);
    setTarget(groupId);
    setOpened(true);
  };
  const onUpload = async () => {
    if (!file) return;
    setError(null);
    setReport(null);
    if (file.size > SYNONYM_CSV_MAX_BYTES) {
      setError(`${translateRef('errors.synonymsCsv')}: ${translateRef('errors.payloadTooLarge')}`);
      return;
    }
    try {
      setReport(await upload.mutateAsync({ file, groupId: target }));
    } catch (cause) {
      if (!(cause instanceof ApiError)) throw cause;
      // §8 'synonyms CSV error', with the server's reason.
      const reason = cause.firstError() ?? cause.message;
      const title = translateRef('errors.synonymsCsv');
      setError(reason && reason !== title ? `${title}: ${reason}` : title);
    }
  };

  return (
    <>
      <Button variant="default" onClick={open} data-testid="synonyms-import">
        {t('relevance.csv.import')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('relevance.csv.title')} size="lg">
        <Stack>
          <Text size="sm" c="dimmed">
            {t('relevance.csv.hint')}
          </Text>
          <FileInput
            label={t('relevance.csv.file')}
            accept=".csv,text/csv,text/plain"
            value={file}
            onChange={setFile}
            clearable
            data-testid="synonyms-import-file"
          />
          <Select
            label={t('relevance.synonyms.group')}
            data={groups.map((group) => ({ value: group.id, label: group.name }))}
            value={target}
            onChange={setTarget}
            clearable
          />
          {error && (
            <Alert color="red" data-testid="synonyms-import-error">
              {error}
            </Alert>
          )}
          {report && <CsvReport report={report} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('relevance.common.close')}
            </Button>
            <Button onClick={() => void onUpload()} disabled={!file} loading={upload.isPending} data-testid="synonyms-import-upload">
              {t('relevance.csv.upload')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
