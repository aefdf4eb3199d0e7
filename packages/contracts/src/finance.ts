import { z } from 'zod';

/**
 * Finance account of a project (spec §3, §5 banking fields): Russian company requisites with
 * their real check digits, so a typo is caught before an invoice is issued on it.
 */
const digits = (text: string) => [...text].map(Number);

/** Sum of weighted digits, modulo 11 then 10: the INN control digit. */
function innDigit(d: number[], weights: readonly number[]): number {
  return (weights.reduce((sum, weight, i) => sum + weight * (d[i] ?? 0), 0) % 11) % 10;
}

/** INN: 10 digits for a company, 12 for a sole trader or a person, with check digits. */
export function isValidInn(inn: string): boolean {
  if (!/^(\d{10}|\d{12})$/.test(inn)) return false;
  const d = digits(inn);
  if (d.length === 10) return innDigit(d, [2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[9];
  return innDigit(d, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[10] && innDigit(d, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[11];
}

/** KPP: tax office (4 digits), reason (2 digits or capital Latin letters), number (3 digits). */
export function isValidKpp(kpp: string): boolean {
  return /^\d{4}[\dA-Z]{2}\d{3}$/.test(kpp);
}

/** BIC of a Russian bank: 9 digits starting with 04. */
export function isValidBic(bic: string): boolean {
  return /^04\d{7}$/.test(bic);
}

/** The Bank of Russia key: weights 7, 1, 3 over the 23 digits, the sum of last digits ends in 0. */
function accountKeyHolds(text: string): boolean {
  const weights = [7, 1, 3];
  const sum = digits(text).reduce((total, digit, i) => total + ((digit * (weights[i % 3] ?? 0)) % 10), 0);
  return sum % 10 === 0;
}

/** A settlement account belongs to the bank of the BIC (key over the BIC's last 3 digits + account). */
export function accountMatchesBic(account: string, bic: string): boolean {
  return /^\d{20}$/.test(account) && isValidBic(bic) && accountKeyHolds(bic.slice(-3) + account);
}

/** A correspondent account (301…) belongs to the bank of the BIC (key over '0' + BIC digits 5–6 + account). */
export function corrAccountMatchesBic(corr: string, bic: string): boolean {
  return /^301\d{17}$/.test(corr) && isValidBic(bic) && corr.slice(-3) === bic.slice(-3) && accountKeyHolds(`0${bic.slice(4, 6)}${corr}`);
}

const text = (max: number) => z.string({ error: 'validation.invalid' }).trim().max(max, `validation.max|${max}`);

/** The stored account; every field may be empty until the owner fills it in. */
export const financeAccountSchema = z.object({
  inn: z.string(),
  kpp: z.string(),
  bic: z.string(),
  bankName: z.string(),
  ceoName: z.string(),
  accountingNumber: z.string(),
  corracc: z.string(),
  rcbik: z.string(),
  address: z.string(),
  edoProvider: z.string(),
});
export type FinanceAccount = z.infer<typeof financeAccountSchema>;
export const FINANCE_FIELDS = Object.keys(financeAccountSchema.shape) as Array<keyof FinanceAccount>;

export const emptyFinanceAccount = (): FinanceAccount => Object.fromEntries(FINANCE_FIELDS.map((field) => [field, ''])) as FinanceAccount;

/** PATCH /finance/profile/{id}: any part of the account; the merged account is then checked as a whole. */
export const financePatchBody = z.strictObject({
  inn: text(12).optional(),
  kpp: text(9).optional(),
  bic: text(9).optional(),
  bankName: text(200).optional(),
  ceoName: text(200).optional(),
  accountingNumber: text(20).optional(),
  corracc: text(20).optional(),
  rcbik: text(9).optional(),
  address: text(500).optional(),
  edoProvider: text(100).optional(),
});
export type FinancePatch = z.input<typeof financePatchBody>;

/** Per-field message references for a whole account; empty when it holds together. */
export function financeAccountErrors(a: FinanceAccount): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!a.inn) errors.inn = 'validation.required';
  else if (!isValidInn(a.inn)) errors.inn = 'finance.inn';
  if (a.kpp && !isValidKpp(a.kpp)) errors.kpp = 'finance.kpp';
  else if (!a.kpp && a.inn.length === 10) errors.kpp = 'finance.kppRequired';
  if (!a.bankName) errors.bankName = 'validation.required';
  if (!a.ceoName) errors.ceoName = 'validation.required';
  if (!a.address) errors.address = 'validation.required';
  const bicOk = isValidBic(a.bic);
  if (!a.bic) errors.bic = 'validation.required';
  else if (!bicOk) errors.bic = 'finance.bic';
  if (!a.accountingNumber) errors.accountingNumber = 'validation.required';
  else if (!/^\d{20}$/.test(a.accountingNumber)) errors.accountingNumber = 'finance.account';
  else if (bicOk && !accountMatchesBic(a.accountingNumber, a.bic)) errors.accountingNumber = 'finance.accountMismatch';
  if (!a.corracc) errors.corracc = 'validation.required';
  else if (!/^301\d{17}$/.test(a.corracc)) errors.corracc = 'finance.corrAccount';
  else if (bicOk && !corrAccountMatchesBic(a.corracc, a.bic)) errors.corracc = 'finance.corrMismatch';
  if (a.rcbik && !isValidBic(a.rcbik)) errors.rcbik = 'finance.bic';
  return errors;
}

export const INVOICE_STATES = ['notPaid', 'paid', 'noStatus'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** An invoice of a plan period (spec §3 Invoice); link opens the printable document. */
export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  name: z.string(),
  sum: z.number(),
  state: z.enum(INVOICE_STATES),
  date: z.number(),
  link: z.string(),
  periodStart: z.number(),
  periodEnd: z.number(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** An act of a paid period (spec §3 Report). */
export const reportSchema = z.object({
  id: z.string(),
  number: z.string(),
  sum: z.number(),
  state: z.enum(INVOICE_STATES),
  date: z.number(),
  link: z.string(),
  invoiceId: z.string().nullable(),
  period: z.object({ start: z.number(), end: z.number() }),
});
export type FinanceReport = z.infer<typeof reportSchema>;
