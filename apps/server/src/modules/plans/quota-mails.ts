import { isLocale, type Locale, translate } from '@vitrina/contracts';
import type { Mail } from '../../mail/mailer';

export interface QuotaMailFacts {
  to: { email: string; name: string; locale: string };
  sourceUuid: string;
  source: { name: string; site_url: string };
  /** 80: the month's queries near the limit; 100: the limit is reached and the grace margin runs. */
  percent: 80 | 100;
  queries: number;
  limit: number;
  graceLimit: number;
  publicUrl: string;
}

/** The owner's mail about the month's search queries, in the owner's language, with a link to change the plan. */
export function queryQuotaMail(o: QuotaMailFacts): Mail {
  const locale: Locale = isLocale(o.to.locale) ? o.to.locale : 'ru';
  const number = new Intl.NumberFormat(locale);
  const kind = o.percent === 100 ? 'reached' : 'nearing';
  const params = [
    o.source.name,
    o.source.site_url,
    number.format(o.queries),
    number.format(o.limit),
    number.format(o.graceLimit),
    `${o.publicUrl}/project/${o.sourceUuid}/plan`,
  ];
  const text = translate(locale, `mail.queryQuota.${kind}.text`, params);
  return {
    to: o.to.email,
    subject: translate(locale, `mail.queryQuota.${kind}.subject`, [o.source.name]),
    text: `${translate(locale, 'mail.greeting', [o.to.name])}\n\n${text}\n\n— ${translate(locale, 'mail.signature')}\n`,
  };
}
