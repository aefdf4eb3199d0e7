import type { Locale } from './locales';
import { translate } from './messages';

/** The names migration 0010 gives the built-in plans (kept as data, in Russian) → their message keys. */
const BUILT_IN: Readonly<Record<string, string>> = {
  Пробный: 'plans.name.trial',
  Старт: 'plans.name.start',
  Бизнес: 'plans.name.business',
  Профи: 'plans.name.pro',
};

/** A plan's name in the request's language: a built-in plan under its built-in name is translated; an administrator's own name stays as written. */
export function planNameIn(locale: Locale, name: string): string {
  const key = BUILT_IN[name];
  return key ? translate(locale, key) : name;
}

/** The same object with its plan named in `locale`. */
export function withPlanNameIn<T extends { name: string }>(locale: Locale, plan: T): T {
  return { ...plan, name: planNameIn(locale, plan.name) };
}

/** The title the server's plans write on an invoice, a Russian bank document (plans/subscription.ts): 'Тариф «Бизнес» с 02.11.2026 по 02.12.2026'. */
const PLAN_INVOICE = /^Тариф «(.+)» с \d{2}\.\d{2}\.\d{4} по \d{2}\.\d{2}\.\d{4}$/;
const days = new Map<Locale, Intl.DateTimeFormat>();

/**
 * An invoice's title in the request's language; the PDF stays the Russian document. The
 * period's days as the document counts them (Moscow time). Any other title is answered as it is.
 */
export function documentTitleIn(locale: Locale, document: { name: string; periodStart: number; periodEnd: number }): string {
  const plan = PLAN_INVOICE.exec(document.name)?.[1];
  if (!plan) return document.name;
  let day = days.get(locale);
  if (!day) {
    day = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Moscow' });
    days.set(locale, day);
  }
  return translate(locale, 'finance.invoiceTitle', [
    planNameIn(locale, plan),
    day.format(document.periodStart),
    day.format(document.periodEnd),
  ]);
}
