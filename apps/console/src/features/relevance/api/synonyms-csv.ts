import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SynonymCsvReport } from '@vitrina/contracts';
import { relevanceKeys } from '../keys';
import { rawRequest } from './raw-request';

/** POST /sources/upload/synonyms/from/csv?sourceId&groupId with the file itself as the body → the per-line report. */
export async function importSynonymsCsv(id: string, file: Blob, groupId?: string | null): Promise<SynonymCsvReport> {
  const query = new URLSearchParams({ sourceId: id });
  if (groupId) query.set('groupId', groupId);
  const response = await rawRequest(`/sources/upload/synonyms/from/csv?${query}`, {
    method: 'POST',
    body: file,
    contentType: 'text/csv',
    quiet: true,
  });
  const envelope = (await response.json()) as { data: SynonymCsvReport };
  return envelope.data;
}

export function useImportSynonymsCsv(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, groupId }: { file: Blob; groupId?: string | null }) => importSynonymsCsv(id, file, groupId),
    onSuccess: () => client.invalidateQueries({ queryKey: relevanceKeys.synonyms(id) }),
  });
}

/** GET /v2/sources/{id}/synonyms/export (text/csv), saved by the browser as a file. */
export async function exportSynonymsCsv(id: string): Promise<void> {
  const response = await rawRequest(`/v2/sources/${encodeURIComponent(id)}/synonyms/export`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `synonyms-${id}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
