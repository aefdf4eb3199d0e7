import { type FinanceAccount, type Locale, PRODUCT_NAME, translate } from '@vitrina/contracts';
import type { DocumentRow } from './store';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const INTL: Record<Locale, string> = { ru: 'ru-RU', en: 'en-GB', tr: 'tr-TR', es: 'es-ES', pt: 'pt-PT' };

/**
 * A printable HTML document of an invoice or an act, with the payer's bank details. The browser
 * prints it or saves it as PDF (no PDF library in the stack: see the report of issue 9).
 */
export function renderFinanceDocument(o: {
  locale: Locale;
  doc: DocumentRow;
  account: FinanceAccount;
  source: { name: string; site_url: string };
  publicUrl: string;
}): string {
  const { locale, doc, account } = o;
  const t = (key: string, params: ReadonlyArray<string | number> = []) => escapeHtml(translate(locale, key, params));
  const date = (value: Date) => new Intl.DateTimeFormat(INTL[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(value));
  const money = new Intl.NumberFormat(INTL[locale], { style: 'currency', currency: 'RUB' }).format(Number(doc.sum));
  const title = t(doc.kind === 'invoice' ? 'finance.doc.invoiceTitle' : 'finance.doc.actTitle', [doc.number, date(doc.created_at)]);
  const period = `${date(doc.period_start)} — ${date(doc.period_end)}`;
  const payer = account.inn
    ? [
        `<p>${t('finance.doc.requisites', [account.inn, account.kpp || '—', account.bic, account.bankName, account.accountingNumber, account.corracc])}</p>`,
        `<p>${escapeHtml(account.address)}</p>`,
        account.ceoName ? `<p>${t('finance.doc.ceo', [account.ceoName])}</p>` : '',
        account.edoProvider ? `<p>${t('finance.doc.edo', [account.edoProvider])}</p>` : '',
      ].join('')
    : `<p class="muted">${t('finance.doc.noAccount')}</p>`;
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${title}</title>
<style>
body{font:14px/1.5 system-ui,sans-serif;max-width:780px;margin:32px auto;padding:0 24px;color:#111}
h1{font-size:20px}table{width:100%;border-collapse:collapse;margin:16px 0}th,td{border:1px solid #999;padding:6px 8px;text-align:left}
td.num{text-align:right;white-space:nowrap}.muted{color:#666}@media print{button{display:none}}
</style></head><body>
<button onclick="window.print()">${t('finance.doc.print')}</button>
<h1>${title}</h1>
<h2>${t('finance.doc.provider')}</h2><p>${PRODUCT_NAME}, ${escapeHtml(o.publicUrl)}</p>
<h2>${t('finance.doc.payer')}</h2><p><strong>${escapeHtml(o.source.name)}</strong>, ${escapeHtml(o.source.site_url)}</p>${payer}
<table><thead><tr><th>${t('finance.doc.service')}</th><th>${t('finance.doc.period')}</th><th>${t('finance.doc.sum')}</th></tr></thead>
<tbody><tr><td>${escapeHtml(doc.name)}</td><td>${period}</td><td class="num">${money}</td></tr></tbody>
<tfoot><tr><th colspan="2">${t('finance.doc.total')}</th><td class="num"><strong>${money}</strong></td></tr></tfoot></table>
<p>${t('finance.doc.state')}: ${t(`finance.state.${doc.state}`)}</p>
${doc.kind === 'report' ? `<p>${t('finance.doc.actText')}</p>` : ''}
</body></html>`;
}
