import { randomUUID } from 'node:crypto';
import {
  emptyFinanceAccount,
  FINANCE_FIELDS,
  type FinanceAccount,
  type FinanceReport,
  type Invoice,
  type InvoiceState,
} from '@vitrina/contracts';
import type { Queryable } from '../../db/database';

export async function readAccount(db: Queryable, sourceUuid: string): Promise<FinanceAccount> {
  const [row] = await db.query<{ account: Partial<FinanceAccount> }>('select account from finance_accounts where source_uuid = $1', [
    sourceUuid,
  ]);
  const account = emptyFinanceAccount();
  for (const field of FINANCE_FIELDS) {
    const value = row?.account[field];
    if (typeof value === 'string') account[field] = value;
  }
  return account;
}

export async function saveAccount(db: Queryable, sourceUuid: string, account: FinanceAccount, userId: string): Promise<void> {
  await db.query(
    `insert into finance_accounts (source_uuid, account, updated_by) values ($1, $2::jsonb, $3)
     on conflict (source_uuid) do update set account = excluded.account, updated_by = excluded.updated_by, updated_at = now()`,
    [sourceUuid, JSON.stringify(account), userId],
  );
}

export interface DocumentRow {
  id: string;
  source_uuid: string;
  kind: 'invoice' | 'report';
  number: string;
  name: string;
  sum: string;
  state: InvoiceState;
  period_start: Date;
  period_end: Date;
  invoice_id: string | null;
  created_at: Date;
}

const COLUMNS = 'id, source_uuid, kind, number, name, sum, state, period_start, period_end, invoice_id, created_at';

export const documentLink = (id: string) => `/api/finance/documents/${id}`;

export function toInvoice(row: DocumentRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    sum: Number(row.sum),
    state: row.state,
    date: new Date(row.created_at).getTime(),
    link: documentLink(row.id),
    periodStart: new Date(row.period_start).getTime(),
    periodEnd: new Date(row.period_end).getTime(),
  };
}

export function toReport(row: DocumentRow): FinanceReport {
  return {
    id: row.id,
    number: row.number,
    sum: Number(row.sum),
    state: row.state,
    date: new Date(row.created_at).getTime(),
    link: documentLink(row.id),
    invoiceId: row.invoice_id,
    period: { start: new Date(row.period_start).getTime(), end: new Date(row.period_end).getTime() },
  };
}

export async function listDocuments(db: Queryable, sourceUuid: string, kind: DocumentRow['kind']): Promise<DocumentRow[]> {
  return db.query<DocumentRow>(
    `select ${COLUMNS} from finance_documents where source_uuid = $1 and kind = $2 order by created_at desc, number desc`,
    [sourceUuid, kind],
  );
}

export async function findDocument(db: Queryable, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.query<DocumentRow>(`select ${COLUMNS} from finance_documents where id = $1`, [id]);
  return row;
}

async function insertDocument(
  db: Queryable,
  doc: Omit<DocumentRow, 'id' | 'number' | 'created_at' | 'sum'> & { sum: number },
): Promise<DocumentRow> {
  const [row] = await db.query<DocumentRow>(
    `insert into finance_documents (id, source_uuid, kind, number, name, sum, state, period_start, period_end, invoice_id)
     values ($1, $2, $3, to_char(now(), 'YYYY') || '-' || lpad(nextval('finance_document_numbers')::text, 6, '0'), $4, $5, $6, $7, $8, $9)
     returning ${COLUMNS}`,
    [randomUUID(), doc.source_uuid, doc.kind, doc.name, doc.sum, doc.state, doc.period_start, doc.period_end, doc.invoice_id],
  );
  if (!row) throw new Error('insert into finance_documents returned nothing');
  return row;
}

export interface NewInvoice {
  name: string;
  /** In roubles, two decimals. */
  sum: number;
  periodStart: Date;
  periodEnd: Date;
}

/** Issues an invoice for a plan period (called by plans on a change or renewal); it starts not paid. */
export async function createInvoice(db: Queryable, sourceUuid: string, invoice: NewInvoice): Promise<Invoice> {
  if (!(invoice.sum >= 0) || !Number.isFinite(invoice.sum)) throw new Error(`invoice sum must be a non-negative number: ${invoice.sum}`);
  if (!(invoice.periodEnd > invoice.periodStart)) throw new Error('invoice period must end after it starts');
  const row = await insertDocument(db, {
    source_uuid: sourceUuid,
    kind: 'invoice',
    name: invoice.name.trim().slice(0, 300),
    sum: Math.round(invoice.sum * 100) / 100,
    state: 'notPaid',
    period_start: invoice.periodStart,
    period_end: invoice.periodEnd,
    invoice_id: null,
  });
  return toInvoice(row);
}

/**
 * Marks an invoice paid and issues the act of its period. Paying twice issues nothing new.
 * Returns the act, or undefined when the invoice does not exist.
 */
export async function payInvoice(db: Queryable, invoiceId: string): Promise<FinanceReport | undefined> {
  const [invoice] = await db.query<DocumentRow>(
    `update finance_documents set state = 'paid' where id = $1 and kind = 'invoice' returning ${COLUMNS}`,
    [invoiceId],
  );
  if (!invoice) return undefined;
  const [existing] = await db.query<DocumentRow>(`select ${COLUMNS} from finance_documents where invoice_id = $1 and kind = 'report'`, [
    invoiceId,
  ]);
  if (existing) return toReport(existing);
  const act = await insertDocument(db, {
    source_uuid: invoice.source_uuid,
    kind: 'report',
    name: invoice.name,
    sum: Number(invoice.sum),
    state: 'noStatus',
    period_start: invoice.period_start,
    period_end: invoice.period_end,
    invoice_id: invoice.id,
  });
  return toReport(act);
}
