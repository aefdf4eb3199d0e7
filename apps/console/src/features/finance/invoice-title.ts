import type { Invoice } from '@vitrina/contracts';
import type { TFunction } from 'i18next';
import { planNameIn } from '../../lib/plan-name';

/**
 * The title the server writes on a plan's invoice, a Russian bank document (plans/subscription.ts):
 * 'Тариф «Бизнес» с 02.11.2026 по 02.12.2026'. The document stays Russian; the console reads the
 * plan out of it and shows the title in the interface language. Any other title is shown as it is.
 */
const PLAN_INVOICE = /^Тариф «(.+)» с \d{2}\.\d{2}\.\d{4} по \d{2}\.\d{2}\.\d{4}$/;

export function invoiceTitleIn(t: TFunction, locale: string, invoice: Pick<Invoice, 'name' | 'periodStart' | 'periodEnd'>): string {
  const plan = PLAN_INVOICE.exec(invoice.name)?.[1];
  if (!plan) return invoice.name;
  // The period's days as the document counts them (Moscow time).
  const day = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Moscow' });
  return t('finance.invoiceTitle', {
    plan: planNameIn(t, plan),
    from: day.format(invoice.periodStart),
    to: day.format(invoice.periodEnd),
  });
}
