import { documentTitleIn, type FinanceAccount, financeAccountErrors, financePatchBody, PRODUCT_NAME } from '@vitrina/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Auth } from '../../http/auth';
import { AppError, appError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { adminOfProject } from '../administrator';
import { renderFinanceDocument } from './document';
import { sellerFromEnv } from './seller';
import * as store from './store';

const idParams = z.object({ id: z.string().max(100) });
const documentParams = z.object({ documentId: z.string().max(100) });
const invoiceParams = z.object({ id: z.string().max(100), invoiceId: z.string().max(100) });

/**
 * Finance of a project (spec §3, §5, §7): the account (view to read, edit to change, checked as a
 * whole), its invoices and acts, and their PDF documents. Invoices are issued by plans
 * through createInvoice; an administrator marks one paid, which issues the act of its period.
 */
export async function financeRoutes(instance: FastifyInstance, { deps, auth }: { deps: AppDeps; auth: Auth }) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const seller = sellerFromEnv(process.env, PRODUCT_NAME);
  const tags = ['finance'];

  app.get('/finance/profile/:id', { schema: { tags, params: idParams } }, async (request) => {
    await auth.userWhoCan(request, 'view', request.params.id);
    return { data: await store.readAccount(db, request.params.id) };
  });

  app.patch('/finance/profile/:id', { schema: { tags, params: idParams, body: financePatchBody } }, async (request) => {
    const { id } = request.params;
    const me = await auth.userWhoCan(request, 'edit', id);
    const merged: FinanceAccount = { ...(await store.readAccount(db, id)) };
    for (const [field, value] of Object.entries(request.body)) {
      if (typeof value === 'string') merged[field as keyof FinanceAccount] = field === 'kpp' ? value.toUpperCase() : value;
    }
    const errors = financeAccountErrors(merged);
    if (Object.keys(errors).length) {
      throw new AppError('VALIDATION', [], Object.fromEntries(Object.entries(errors).map(([field, reference]) => [field, [reference]])));
    }
    await store.saveAccount(db, id, merged, me.row.id);
    await db.query(
      `insert into source_changes (source_uuid, user_id, field, old_value, new_value) values ($1, $2, 'financeAccount', null, $3)`,
      [id, me.row.id, JSON.stringify(merged)],
    );
    return { data: merged };
  });

  app.get('/finance/invoices/:id', { schema: { tags, params: idParams } }, async (request) => {
    await auth.userWhoCan(request, 'view', request.params.id);
    const rows = await store.listDocuments(db, request.params.id, 'invoice');
    const data = rows.map(store.toInvoice).map((invoice) => ({ ...invoice, name: documentTitleIn(request.locale, invoice) }));
    return { data, totalCount: rows.length };
  });

  app.get('/finance/reports/:id', { schema: { tags, params: idParams } }, async (request) => {
    await auth.userWhoCan(request, 'view', request.params.id);
    const rows = await store.listDocuments(db, request.params.id, 'report');
    return { data: rows.map(store.toReport), totalCount: rows.length };
  });

  app.post('/finance/invoices/:id/:invoiceId/paid', { schema: { tags, params: invoiceParams } }, async (request) => {
    const { id, invoiceId } = request.params;
    await adminOfProject(auth, request, id);
    const invoice = isUuid(invoiceId) ? await store.findDocument(db, invoiceId) : undefined;
    if (invoice?.source_uuid !== id || invoice.kind !== 'invoice') throw appError('NOT_FOUND');
    const act = await db.transaction((tx) => store.payInvoice(tx, invoiceId));
    return { data: act };
  });

  app.get('/finance/documents/:documentId', { schema: { tags, params: documentParams } }, async (request, reply) => {
    const doc = isUuid(request.params.documentId) ? await store.findDocument(db, request.params.documentId) : undefined;
    if (!doc) {
      await auth.currentUser(request);
      throw appError('NOT_FOUND');
    }
    await auth.userWhoCan(request, 'view', doc.source_uuid);
    const [source] = await db.query<{ name: string; site_url: string }>('select name, site_url from sources where uuid = $1', [
      doc.source_uuid,
    ]);
    const pdf = await renderFinanceDocument({
      locale: request.locale,
      doc,
      account: await store.readAccount(db, doc.source_uuid),
      source: source ?? { name: '', site_url: '' },
      seller,
      publicUrl: deps.config.publicUrl,
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${doc.kind}-${doc.number}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
