import { createRequire } from 'node:module';
import { type FinanceAccount, type Locale, PRODUCT_NAME, translate } from '@vitrina/contracts';
import PDFDocument from 'pdfkit';
import type { Seller } from './seller';
import type { DocumentRow } from './store';

// DejaVu covers Cyrillic and the other locales' letters; resolved from the package, never a system path.
const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const INTL: Record<Locale, string> = { ru: 'ru-RU', en: 'en-GB', tr: 'tr-TR', es: 'es-ES', pt: 'pt-PT' };
const dash = (value: string) => value || '—';

/** The PDF of an invoice or an act: provider and payer bank details, the period, the line and the sum. */
export function renderFinanceDocument(o: {
  locale: Locale;
  doc: DocumentRow;
  account: FinanceAccount;
  source: { name: string; site_url: string };
  seller: Seller;
  publicUrl: string;
}): Promise<Buffer> {
  const { locale, doc, account, seller } = o;
  const t = (key: string, params: ReadonlyArray<string | number> = []) => translate(locale, key, params);
  const date = (value: Date) => new Intl.DateTimeFormat(INTL[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(value));
  const money = new Intl.NumberFormat(INTL[locale], { style: 'currency', currency: 'RUB' }).format(Number(doc.sum));
  const title = t(doc.kind === 'invoice' ? 'finance.doc.invoiceTitle' : 'finance.doc.actTitle', [doc.number, date(doc.created_at)]);
  const requisites = (r: Seller | FinanceAccount) =>
    t('finance.doc.requisites', [dash(r.inn), dash(r.kpp), dash(r.bic), dash(r.bankName), dash(r.accountingNumber), dash(r.corracc)]);

  const pdf = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, Author: PRODUCT_NAME } });
  pdf.registerFont('regular', FONT).registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const heading = (text: string) => pdf.moveDown(0.8).font('bold').fontSize(12).text(text).font('regular').fontSize(10);

  pdf.font('bold').fontSize(16).text(title);
  heading(t('finance.doc.provider'));
  pdf.text(`${seller.name}, ${o.publicUrl}`).text(requisites(seller));
  if (seller.address) pdf.text(seller.address);
  heading(t('finance.doc.payer'));
  pdf.text(`${o.source.name}, ${o.source.site_url}`);
  if (account.inn) {
    pdf.text(requisites(account)).text(account.address);
    if (account.ceoName) pdf.text(t('finance.doc.ceo', [account.ceoName]));
    if (account.edoProvider) pdf.text(t('finance.doc.edo', [account.edoProvider]));
  } else {
    pdf.fillColor('#666').text(t('finance.doc.noAccount')).fillColor('#000');
  }

  heading(`${t('finance.doc.service')} · ${t('finance.doc.period')} · ${t('finance.doc.sum')}`);
  pdf
    .text(`1. ${doc.name}`)
    .text(`${date(doc.period_start)} — ${date(doc.period_end)}`)
    .text(money, { align: 'right' });
  pdf
    .moveDown(0.5)
    .font('bold')
    .text(`${t('finance.doc.total')}: ${money}`, { align: 'right' })
    .font('regular');
  pdf.text(t('finance.doc.vat'), { align: 'right' });
  pdf.moveDown().text(`${t('finance.doc.state')}: ${t(`finance.state.${doc.state}`)}`);
  if (doc.kind === 'report') pdf.moveDown().text(t('finance.doc.actText'));
  pdf.end();
  return done;
}
