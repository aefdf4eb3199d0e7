import { isLocale, type Locale, translate } from '@vitrina/contracts';
import type { Mail } from '../../mail/mailer';

function body(locale: Locale, name: string, text: string): string {
  return `${translate(locale, 'mail.greeting', [name])}\n\n${text}\n\n— ${translate(locale, 'mail.signature')}\n`;
}

const localeOf = (value: string): Locale => (isLocale(value) ? value : 'ru');

interface Recipient {
  email: string;
  name: string;
  locale: string;
}

export function participantAddedMail(o: {
  to: Recipient;
  by: string;
  sourceUuid: string;
  source: { name: string; site_url: string };
  publicUrl: string;
}): Mail {
  const locale = localeOf(o.to.locale);
  const link = `${o.publicUrl}/project/${o.sourceUuid}`;
  return {
    to: o.to.email,
    subject: translate(locale, 'mail.participantAdded.subject', [o.source.name]),
    text: body(locale, o.to.name, translate(locale, 'mail.participantAdded.text', [o.by, o.source.name, o.source.site_url, link])),
  };
}

/** Mail to a subscriber about a failed feed load; `reason` is the failure's message reference and params. */
export function feedFailedMail(o: {
  to: Recipient;
  sourceUuid: string;
  source: { name: string; site_url: string };
  reason: { code: string; params: ReadonlyArray<string | number> };
  publicUrl: string;
}): Mail {
  const locale = localeOf(o.to.locale);
  const feedPage = `${o.publicUrl}/project/${o.sourceUuid}/feed`;
  const permissionPage = `${o.publicUrl}/project/${o.sourceUuid}/permission`;
  const reason = translate(locale, o.reason.code, o.reason.params);
  return {
    to: o.to.email,
    subject: translate(locale, 'mail.feedFailed.subject', [o.source.name]),
    text: body(
      locale,
      o.to.name,
      translate(locale, 'mail.feedFailed.text', [o.source.name, o.source.site_url, reason, feedPage, permissionPage]),
    ),
  };
}
