import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProject } from '../../testing/catalog';
import { api, createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { grantPermissions } from '../accounts';
import { createInvoice } from './store';

let t: TestApp;
let ownerApi: ReturnType<typeof api>;
let adminApi: ReturnType<typeof api>;
let uuid = '';

/** Sberbank's published requisites, and an account number whose key digit matches its BIC. */
const VALID = {
  inn: '7707083893',
  kpp: '773601001',
  bic: '044525225',
  bankName: 'ПАО Сбербанк',
  ceoName: 'Иванов Иван Иванович',
  accountingNumber: '40702810938000012345',
  corracc: '30101810400000000225',
  address: '117312, Москва, ул. Вавилова, 19',
  edoProvider: 'Контур.Диадок',
};

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signUp(t);
  ownerApi = api(t.app, { token: owner.token });
  uuid = await createTestProject(ownerApi, 'Finance shop');
  const admin = await signUp(t);
  await grantPermissions(t.deps.db, admin.user.id, ['*']);
  adminApi = api(t.app, { token: admin.token });
});
afterAll(() => t.close());

describe('finance account', () => {
  it('answers an empty account before anything was saved', async () => {
    const answer = await ownerApi.get(`/finance/profile/${uuid}`);
    expect(answer.body.data).toMatchObject({ inn: '', bic: '', accountingNumber: '' });
  });

  it('saves real-world requisites and reads them back', async () => {
    const saved = await ownerApi.patch(`/finance/profile/${uuid}`, { ...VALID, kpp: '773601001 ' });
    expect(saved.status).toBe(200);
    expect((await ownerApi.get(`/finance/profile/${uuid}`)).body.data).toEqual({ ...VALID, rcbik: '' });
  });

  it('accepts a sole trader with a 12-digit INN and no KPP', async () => {
    const project = await createTestProject(ownerApi, 'Sole trader');
    const answer = await ownerApi.patch(`/finance/profile/${project}`, { ...VALID, inn: '500100732259', kpp: '' });
    expect(answer.status).toBe(200);
  });

  it('changes one field of a saved account', async () => {
    const answer = await ownerApi.patch(`/finance/profile/${uuid}`, { edoProvider: 'СБИС' });
    expect(answer.body.data).toMatchObject({ inn: VALID.inn, edoProvider: 'СБИС' });
  });

  it('refuses wrong check digits and numbers that do not belong to the BIC, field by field', async () => {
    const project = await createTestProject(ownerApi, 'Typos');
    const answer = await ownerApi.patch(`/finance/profile/${project}`, {
      ...VALID,
      inn: '7707083894',
      kpp: '77360100',
      accountingNumber: '40702810038000012345',
      corracc: '30101810400000000226',
      rcbik: '12345',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      inn: ['The INN must have 10 digits (company) or 12 digits (sole trader) with valid check digits'],
      kpp: ['The KPP has 9 characters: 4 digits, 2 digits or capital Latin letters, 3 digits'],
      accountingNumber: ['The settlement account does not match the BIC: check both'],
      corracc: ['The correspondent account does not match the BIC: check both'],
      rcbik: ['The BIC has 9 digits and starts with 04'],
    });
    expect((await ownerApi.get(`/finance/profile/${project}`)).body.data).toMatchObject({ inn: '' });
  });

  it('requires the KPP of a company, a BIC of 9 digits and a 20-digit account', async () => {
    const project = await createTestProject(ownerApi, 'Short');
    const bad = await ownerApi.patch(`/finance/profile/${project}`, { ...VALID, kpp: '', bic: '4452522', accountingNumber: '4070281' });
    expect(bad.body.errors).toMatchObject({
      kpp: ['A company (10-digit INN) must give its KPP'],
      bic: ['The BIC has 9 digits and starts with 04'],
      accountingNumber: ['The settlement account has 20 digits'],
    });
    expect((await api(t.app).patch(`/finance/profile/${project}`, VALID)).status).toBe(401);
  });

  it('refuses hostile input: unknown fields, wrong types and oversized text', async () => {
    expect((await ownerApi.patch(`/finance/profile/${uuid}`, { inn: 7707083893 })).status).toBe(422);
    expect((await ownerApi.patch(`/finance/profile/${uuid}`, { isAdmin: true })).body.errors).toEqual({ isAdmin: ['Unknown field'] });
    expect((await ownerApi.patch(`/finance/profile/${uuid}`, { address: 'x'.repeat(501) })).status).toBe(422);
    expect((await ownerApi.get(`/finance/profile/${uuid}`)).body.data).toMatchObject({ inn: VALID.inn });
  });

  it('lets a viewer read the account but not change it', async () => {
    const viewer = await signUp(t);
    await ownerApi.post(`/sources/${uuid}/users`, { email: viewer.email, access: 'view' });
    const asViewer = api(t.app, { token: viewer.token });
    expect((await asViewer.get(`/finance/profile/${uuid}`)).status).toBe(200);
    expect((await asViewer.patch(`/finance/profile/${uuid}`, { edoProvider: 'x' })).status).toBe(403);
  });
});

describe('invoices and acts', () => {
  const period = { periodStart: new Date('2026-12-01T00:00:00Z'), periodEnd: new Date('2026-12-31T23:59:59Z') };

  it('lists issued invoices, not paid, with a document link', async () => {
    const invoice = await createInvoice(t.deps.db, uuid, { name: 'Plan Business, December 2026', sum: 4990.5, ...period });
    const answer = await ownerApi.get(`/finance/invoices/${uuid}`);
    expect(answer.body.totalCount).toBe(1);
    expect(answer.body.data).toEqual([
      expect.objectContaining({
        id: invoice.id,
        name: 'Plan Business, December 2026',
        sum: 4990.5,
        state: 'notPaid',
        periodStart: period.periodStart.getTime(),
      }),
    ]);
    expect(invoice.link).toBe(`/api/finance/documents/${invoice.id}`);
    expect(invoice.number).toMatch(/^\d{4}-\d{6}$/);
  });

  it('issues the act of the period once when an administrator marks the invoice paid', async () => {
    const invoice = await createInvoice(t.deps.db, uuid, { name: 'Plan Start, January 2027', sum: 1990, ...period });
    expect((await ownerApi.post(`/finance/invoices/${uuid}/${invoice.id}/paid`)).status).toBe(403);
    const paid = await adminApi.post(`/finance/invoices/${uuid}/${invoice.id}/paid`);
    expect(paid.body.data).toMatchObject({ invoiceId: invoice.id, sum: 1990, state: 'noStatus' });
    await adminApi.post(`/finance/invoices/${uuid}/${invoice.id}/paid`);
    const reports = await ownerApi.get(`/finance/reports/${uuid}`);
    expect(reports.body.totalCount).toBe(1);
    const invoices = (await ownerApi.get(`/finance/invoices/${uuid}`)).body.data as Array<{ id: string; state: string }>;
    expect(invoices.find((row) => row.id === invoice.id)?.state).toBe('paid');
  });

  it('refuses to pay an invoice of another project', async () => {
    const other = await createTestProject(ownerApi, 'Other');
    const invoice = await createInvoice(t.deps.db, other, { name: 'x', sum: 1, ...period });
    expect((await adminApi.post(`/finance/invoices/${uuid}/${invoice.id}/paid`)).status).toBe(404);
  });

  it('serves the invoice as a PDF with the Cyrillic DejaVu font embedded, even when the owner typed markup', async () => {
    const project = await createTestProject(ownerApi, '<script>alert(1)</script>');
    await ownerApi.patch(`/finance/profile/${project}`, VALID);
    const invoice = await createInvoice(t.deps.db, project, { name: 'Тариф <b>Pro</b>', sum: 12000, ...period });
    const document = await ownerApi.get(invoice.link.replace('/api', ''));
    expect(document.status).toBe(200);
    expect(document.raw.headers['content-type']).toBe('application/pdf');
    expect(document.raw.headers['content-disposition']).toContain(`invoice-${invoice.number}.pdf`);
    const pdf = document.raw.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1024);
    expect(pdf.toString('latin1')).toContain('DejaVuSans');
  });

  it('keeps documents from strangers and answers 404 for unknown ones', async () => {
    const invoice = await createInvoice(t.deps.db, uuid, { name: 'Private', sum: 10, ...period });
    const stranger = api(t.app, { token: (await signUp(t)).token });
    expect((await stranger.get(`/finance/documents/${invoice.id}`)).status).toBe(403);
    expect((await stranger.get(`/finance/invoices/${uuid}`)).status).toBe(403);
    expect((await ownerApi.get('/finance/documents/00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect((await api(t.app).get(`/finance/documents/${invoice.id}`)).status).toBe(401);
  });

  it('refuses an invoice with a negative sum or a period that ends before it starts', async () => {
    await expect(createInvoice(t.deps.db, uuid, { name: 'x', sum: -1, ...period })).rejects.toThrow();
    await expect(
      createInvoice(t.deps.db, uuid, { name: 'x', sum: 1, periodStart: period.periodEnd, periodEnd: period.periodStart }),
    ).rejects.toThrow();
  });
});
