import {
  addSynonymsBody,
  autoSynonymDecisionBody,
  countSynonymRules,
  deleteSynonymsBody,
  listSynonymsQuery,
  moveSynonymsBody,
  needsSynonyms,
  patchSynonymBody,
  patchSynonymGroupBody,
  SYNONYM_CSV_MAX_BYTES,
  SYNONYMS_PER_ENTRY_MAX,
  type SynonymCsvReport,
  synonymCsvQuery,
  synonymGroupBody,
  translate,
} from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import type { AppDeps } from '../../deps';
import type { Auth } from '../../http/auth';
import { AppError, appError, type FieldErrors, fieldError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { autoSynonyms } from './auto';
import { readSynonymCsv } from './csv';
import { entryLine, exportSynonymsCsv } from './lines';
import { checkSynonymRules, cleanSynonyms, type NewEntry, saveEntries } from './save';
import * as store from './store';

const idParams = z.object({ id: z.string().max(100) });
const synonymParams = z.object({ id: z.string().max(100), synonymId: z.string().max(100) });
const groupParams = z.object({ id: z.string().max(100), groupId: z.string().max(100) });

/** Unique violations (a race on a group name or a word) are the caller's 422, not a 500. */
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** Bad lines listed in an import report; the rest are only counted. */
const CSV_ERRORS_LISTED = 1000;

/** The file types a browser or a script may give a CSV upload. */
const CSV_TYPES = ['text/csv', 'application/csv', 'application/vnd.ms-excel', 'application/octet-stream'];

/** UTF-8, or Windows-1251 as older spreadsheets save Russian CSV files. */
function decodeCsv(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1251').decode(bytes);
  }
}

/**
 * Synonyms of a project (spec §3, §5, §7): /v2/sources/{id}/synonyms with groups, bulk actions,
 * CSV import and export; auto synonyms on /sources/{id}/synonyms. Reads need view, changes need
 * edit (spec §6); every change is written to the project's change log as the field 'synonyms'.
 */
export async function synonymsRoutes(instance: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ['synonyms'];

  /** A group of the project given by id, or a 422 on `field`. */
  async function groupOrReject(q: Queryable, sourceUuid: string, groupId: string, field: string) {
    const group = isUuid(groupId) ? await store.findGroup(q, sourceUuid, groupId) : undefined;
    if (!group) throw fieldError(field, 'validation.groupNotFound');
    return group;
  }

  const validIds = (ids: readonly string[]) => [...new Set(ids.filter(isUuid))];

  app.get('/v2/sources/:id/synonyms', { schema: { tags, params: idParams, querystring: listSynonymsQuery } }, async (request) => {
    await auth.userWhoCan(request, 'view', request.params.id);
    const { query, groupId, kind, page, limit } = request.query;
    if (groupId && !isUuid(groupId)) return { data: [], totalCount: 0 };
    const { rows, totalCount } = await store.listSynonyms(db, request.params.id, {
      query,
      groupId,
      kind,
      offset: (page - 1) * limit,
      limit,
    });
    return { data: rows.map(store.toSynonymEntry), totalCount };
  });

  app.get('/v2/sources/:id/synonyms/export', { schema: { tags, params: idParams } }, async (request, reply) => {
    await auth.userWhoCan(request, 'view', request.params.id);
    const text = await exportSynonymsCsv(db, request.params.id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="synonyms-${request.params.id}.csv"`)
      .send(text);
  });

  app.get('/v2/sources/:id/synonyms/:synonymId', { schema: { tags, params: synonymParams } }, async (request) => {
    await auth.userWhoCan(request, 'view', request.params.id);
    const row = isUuid(request.params.synonymId) ? await store.findSynonym(db, request.params.id, request.params.synonymId) : undefined;
    if (!row) throw appError('NOT_FOUND');
    return { data: store.toSynonymEntry(row) };
  });

  /** Adds entries; a word already saved with the same kind gets the new synonyms (spec §7). */
  app.post('/v2/sources/:id/synonyms', { schema: { tags, params: idParams, body: addSynonymsBody } }, async (request) => {
    const me = await auth.userWhoCan(request, 'edit', request.params.id);
    const sourceUuid = request.params.id;
    const saved = await db.transaction(async (tx) => {
      await store.lockSynonyms(tx, sourceUuid);
      const defaultGroup = await store.defaultGroupId(tx, sourceUuid);
      const entries: NewEntry[] = [];
      for (const [index, entry] of request.body.entries.entries()) {
        const groupId = entry.groupId ? (await groupOrReject(tx, sourceUuid, entry.groupId, `entries.${index}.groupId`)).id : null;
        entries.push({ kind: entry.kind, word: entry.word, synonyms: entry.synonyms, groupId });
      }
      const outcomes = await saveEntries(tx, sourceUuid, entries, defaultGroup);
      const fields: FieldErrors = {};
      outcomes.forEach((outcome, index) => {
        if ('error' in outcome) fields[`entries.${index}.synonyms`] = [outcome.error];
      });
      if (Object.keys(fields).length) throw new AppError('VALIDATION', [], fields);
      const rows = [...new Map(outcomes.flatMap((o) => ('row' in o ? [[o.row.id, o.row] as const] : []))).values()];
      const changed = outcomes.filter((o) => 'row' in o && (o.created || o.added.length));
      if (changed.length) await checkSynonymRules(tx, sourceUuid, 'entries');
      if (changed.length) await store.logSynonymChange(tx, sourceUuid, me.row.id, null, { added: request.body.entries });
      return rows;
    });
    return { data: saved.map(store.toSynonymEntry) };
  });

  app.patch('/v2/sources/:id/synonyms/:synonymId', { schema: { tags, params: synonymParams, body: patchSynonymBody } }, async (request) => {
    const me = await auth.userWhoCan(request, 'edit', request.params.id);
    const { id: sourceUuid, synonymId } = request.params;
    const body = request.body;
    const saved = await db.transaction(async (tx) => {
      await store.lockSynonyms(tx, sourceUuid);
      const row = isUuid(synonymId) ? await store.findSynonym(tx, sourceUuid, synonymId) : undefined;
      if (!row) throw appError('NOT_FOUND');
      const kind = body.kind ?? row.kind;
      const word = body.word ?? row.word;
      const synonyms = cleanSynonyms(kind, word, body.synonyms ?? row.synonyms);
      if (needsSynonyms(kind) && !synonyms.length) throw fieldError('synonyms', 'validation.synonymRequired');
      if (synonyms.length > SYNONYMS_PER_ENTRY_MAX) throw fieldError('synonyms', `validation.tooMany|${SYNONYMS_PER_ENTRY_MAX}`);
      let groupId = row.group_id;
      if (body.groupId !== undefined)
        groupId = body.groupId
          ? (await groupOrReject(tx, sourceUuid, body.groupId, 'groupId')).id
          : await store.defaultGroupId(tx, sourceUuid);
      const clash = (await store.findByWords(tx, sourceUuid, [word])).find((other) => other.kind === kind && other.id !== row.id);
      if (clash) throw fieldError('word', 'validation.synonymExists');
      const updated = await store.updateSynonym(tx, row.id, { kind, word, synonyms, groupId });
      const rulesOf = (entry: Parameters<typeof entryLine>[0]) => countSynonymRules(entryLine(entry) ?? '');
      if (rulesOf(updated) > rulesOf(row)) await checkSynonymRules(tx, sourceUuid, 'synonyms');
      await store.logSynonymChange(tx, sourceUuid, me.row.id, store.toSynonymEntry(row), store.toSynonymEntry(updated));
      return updated;
    });
    return { data: store.toSynonymEntry(saved) };
  });

  /** Bulk delete: the ids of the project's entries; unknown ids are ignored. */
  app.delete('/v2/sources/:id/synonyms', { schema: { tags, params: idParams, body: deleteSynonymsBody } }, async (request) => {
    const me = await auth.userWhoCan(request, 'edit', request.params.id);
    const sourceUuid = request.params.id;
    const deleted = await db.transaction(async (tx) => {
      await store.lockSynonyms(tx, sourceUuid);
      const rows = await store.deleteSynonyms(tx, sourceUuid, validIds(request.body.ids));
      if (rows.length) await store.logSynonymChange(tx, sourceUuid, me.row.id, { deleted: rows.map(store.toSynonymEntry) }, null);
      return rows;
    });
    return { data: { ids: deleted.map((row) => row.id) }, totalCount: deleted.length };
  });

  app.delete('/v2/sources/:id/synonyms/:synonymId', { schema: { tags, params: synonymParams } }, async (request) => {
    const me = await auth.userWhoCan(request, 'edit', request.params.id);
    const { id: sourceUuid, synonymId } = request.params;
    await db.transaction(async (tx) => {
      await store.lockSynonyms(tx, sourceUuid);
      const rows = isUuid(synonymId) ? await store.deleteSynonyms(tx, sourceUuid, [synonymId]) : [];
      if (!rows.length) throw appError('NOT_FOUND');
      await store.logSynonymChange(tx, sourceUuid, me.row.id, { deleted: rows.map(store.toSynonymEntry) }, null);
    });
    return { data: { ids: [synonymId] } };
  });

  /** Bulk move into a group. */
  app.post('/v2/sources/:id/synonyms/move', { schema: { tags, params: idParams, body: moveSynonymsBody } }, async (request) => {
    const me = await auth.userWhoCan(request, 'edit', request.params.id);
    const sourceUuid = request.params.id;
    const moved = await db.transaction(async (tx) => {
      await store.lockSynonyms(tx, sourceUuid);
      const group = await groupOrReject(tx, sourceUuid, request.body.groupId, 'groupId');
      const rows = await store.moveSynonyms(tx, sourceUuid, validIds(request.body.ids), group.id);
      if (rows.length)
        await store.logSynonymChange(tx, sourceUuid, me.row.id, null, { moved: rows.map((row) => row.id), groupId: group.id });
      return rows;
    });
    return { data: moved.map(store.toSynonymEntry), totalCount: moved.length };
  });

  app.get('/v2/sources/:id/synonym-groups', { schema: { tags, params: idParams } }, async (request) => {
    await auth.userWhoCan(request, 'view', request.params.id);
    const groups = await db.transaction(async (tx) => {
      await store.defaultGroupId(tx, request.params.id);
      return store.listGroups(tx, request.params.id);
    });
    return { data: groups, totalCount: groups.length };
  });

  app.post('/v2/sources/:id/synonym-groups', { schema: { tags, params: idParams, body: synonymGroupBody } }, async (request, reply) => {
    const me = await auth.userWhoCan(request, 'edit', request.params.id);
    const sourceUuid = request.params.id;
    const { name, description } = request.body;
    const group = await db
      .transaction(async (tx) => {
        await store.lockSynonyms(tx, sourceUuid);
        await store.defaultGroupId(tx, sourceUuid);
        if (await store.groupNameTaken(tx, sourceUuid, name, null)) throw fieldError('name', 'validation.groupNameTaken');
        const id = await store.insertGroup(tx, sourceUuid, name, description);
        await store.logSynonymChange(tx, sourceUuid, me.row.id, null, { group: { id, name, description } });
        return store.findGroup(tx, sourceUuid, id);
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? fieldError('name', 'validation.groupNameTaken') : error;
      });
    return reply.status(201).send({ data: group });
  });

  app.patch(
    '/v2/sources/:id/synonym-groups/:groupId',
    { schema: { tags, params: groupParams, body: patchSynonymGroupBody } },
    async (request) => {
      const me = await auth.userWhoCan(request, 'edit', request.params.id);
      const { id: sourceUuid, groupId } = request.params;
      const group = await db
        .transaction(async (tx) => {
          await store.lockSynonyms(tx, sourceUuid);
          const before = isUuid(groupId) ? await store.findGroup(tx, sourceUuid, groupId) : undefined;
          if (!before) throw appError('NOT_FOUND');
          const { name, description } = request.body;
          if (name !== undefined && (await store.groupNameTaken(tx, sourceUuid, name, groupId)))
            throw fieldError('name', 'validation.groupNameTaken');
          await store.updateGroup(tx, groupId, { name, description });
          const after = await store.findGroup(tx, sourceUuid, groupId);
          await store.logSynonymChange(tx, sourceUuid, me.row.id, { group: before }, { group: after });
          return after;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? fieldError('name', 'validation.groupNameTaken') : error;
        });
      return { data: group };
    },
  );

  /** Deletes a group; its entries move to the default group, which itself cannot be deleted. */
  app.delete('/v2/sources/:id/synonym-groups/:groupId', { schema: { tags, params: groupParams } }, async (request) => {
    const me = await auth.userWhoCan(request, 'edit', request.params.id);
    const { id: sourceUuid, groupId } = request.params;
    const moved = await db.transaction(async (tx) => {
      await store.lockSynonyms(tx, sourceUuid);
      const group = isUuid(groupId) ? await store.findGroup(tx, sourceUuid, groupId) : undefined;
      if (!group) throw appError('NOT_FOUND');
      if (group.isDefault) throw fieldError('groupId', 'validation.defaultGroup');
      const defaultGroup = await store.defaultGroupId(tx, sourceUuid);
      const count = await store.deleteGroup(tx, sourceUuid, groupId, defaultGroup);
      await store.logSynonymChange(tx, sourceUuid, me.row.id, { group }, null);
      return { defaultGroup, count };
    });
    return { data: { id: groupId, movedTo: moved.defaultGroup, moved: moved.count } };
  });

  /** Auto synonyms (spec §7 GET /sources/{id}/synonyms): suggestions from statistics and the catalog. */
  app.get('/sources/:id/synonyms', { schema: { tags, params: idParams } }, async (request) => {
    await auth.userWhoCan(request, 'view', request.params.id);
    const data = await autoSynonyms(db, request.params.id, request.locale);
    return { data, totalCount: data.length };
  });

  /** Accepting a suggestion saves it as a two-way synonym; rejecting it keeps it from being suggested again. */
  app.post('/sources/:id/synonyms/auto', { schema: { tags, params: idParams, body: autoSynonymDecisionBody } }, async (request) => {
    const me = await auth.userWhoCan(request, 'edit', request.params.id);
    const sourceUuid = request.params.id;
    const { word, synonym, accept } = request.body;
    const entry = await db.transaction(async (tx) => {
      await store.lockSynonyms(tx, sourceUuid);
      if (!accept) {
        await store.rejectPair(tx, sourceUuid, me.row.id, word, synonym);
        await store.logSynonymChange(tx, sourceUuid, me.row.id, null, { rejected: { word, synonym } });
        return null;
      }
      await store.forgetRejection(tx, sourceUuid, word, synonym);
      const defaultGroup = await store.defaultGroupId(tx, sourceUuid);
      const [outcome] = await saveEntries(tx, sourceUuid, [{ kind: 'twoWay', word, synonyms: [synonym], groupId: null }], defaultGroup);
      if (!outcome || 'error' in outcome) throw fieldError('synonym', outcome?.error ?? 'validation.invalid');
      if (outcome.created || outcome.added.length) await checkSynonymRules(tx, sourceUuid, 'synonym');
      await store.logSynonymChange(tx, sourceUuid, me.row.id, null, { accepted: { word, synonym } });
      return outcome.row;
    });
    return { data: { accepted: accept, entry: entry ? store.toSynonymEntry(entry) : null } };
  });

  /** CSV import (spec §7 POST sources/upload/synonyms/from/csv): the file is the body; the answer reports each line. */
  await app.register(async (scope) => {
    const csv = scope.withTypeProvider<ZodTypeProvider>();
    csv.removeContentTypeParser(['text/plain']);
    csv.addContentTypeParser(['text/plain', ...CSV_TYPES], { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, decodeCsv(body as Buffer));
    });
    csv.post(
      '/sources/upload/synonyms/from/csv',
      { schema: { tags, querystring: synonymCsvQuery, body: z.string().optional() }, bodyLimit: SYNONYM_CSV_MAX_BYTES },
      async (request) => {
        const { sourceId, groupId } = request.query;
        const me = await auth.userWhoCan(request, 'edit', sourceId);
        const text = typeof request.body === 'string' ? request.body : '';
        if (!text.trim()) throw fieldError('file', 'errors.synonymsCsv');
        const lines = readSynonymCsv(text);
        const report: SynonymCsvReport = { added: 0, skipped: 0, errorCount: 0, errors: [] };
        const message = (reference: string) => translate(request.locale, reference);
        await db.transaction(async (tx) => {
          await store.lockSynonyms(tx, sourceId);
          const defaultGroup = await store.defaultGroupId(tx, sourceId);
          const group = groupId ? (await groupOrReject(tx, sourceId, groupId, 'groupId')).id : null;
          const good = lines.flatMap((line) => ('error' in line ? [] : [line]));
          const entries = good.map(({ kind, word, synonyms }) => ({ kind, word, synonyms, groupId: group }));
          const outcomes = await saveEntries(tx, sourceId, entries, defaultGroup);
          const outcomeOf = new Map(good.map((line, index) => [line.line, outcomes[index]]));
          for (const line of lines) {
            const outcome = outcomeOf.get(line.line);
            const error = 'error' in line ? line.error : !outcome || 'error' in outcome ? (outcome?.error ?? 'validation.invalid') : null;
            if (error) {
              report.errorCount += 1;
              if (report.errors.length < CSV_ERRORS_LISTED)
                report.errors.push({ line: line.line, text: line.text, message: message(error) });
            } else if (!outcome || 'error' in outcome) continue;
            else if (outcome.created || outcome.added.length) report.added += 1;
            else report.skipped += 1;
          }
          if (report.added) {
            await checkSynonymRules(tx, sourceId, 'file');
            await store.logSynonymChange(tx, sourceId, me.row.id, null, { imported: { added: report.added, lines: lines.length } });
          }
        });
        return { data: report };
      },
    );
  });
}
