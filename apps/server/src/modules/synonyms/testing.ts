import type { SynonymEntry } from '@vitrina/contracts';
import type { TestApp } from '../../testing/test-app';

/** POST /sources/upload/synonyms/from/csv with a raw body, as the console sends a file. */
export async function csvUpload(
  t: TestApp,
  sourceId: string,
  body: string | Buffer,
  options: { token?: string; type?: string; query?: string } = {},
) {
  const raw = await t.app.inject({
    method: 'POST',
    url: `/api/sources/upload/synonyms/from/csv?sourceId=${sourceId}${options.query ?? ''}`,
    headers: {
      'accept-language': 'en',
      'content-type': options.type ?? 'text/csv',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    payload: body,
  });
  return { status: raw.statusCode, body: raw.json() as { data?: unknown; errors?: Record<string, string[]> } };
}

export const entriesOf = (call: { body: { data?: unknown } }) => call.body.data as SynonymEntry[];
