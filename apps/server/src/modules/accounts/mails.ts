import { type Locale, translate } from '@vitrina/contracts';
import type { Mail } from '../../mail/mailer';

function body(locale: Locale, name: string, text: string): string {
  return `${translate(locale, 'mail.greeting', [name])}\n\n${text}\n\n— ${translate(locale, 'mail.signature')}\n`;
}

export function confirmationMail(o: { locale: Locale; to: string; name: string; code: string; publicUrl: string; hours: number }): Mail {
  const link = `${o.publicUrl}/signup?step=confirm&email=${encodeURIComponent(o.to)}&token=${encodeURIComponent(o.code)}`;
  return {
    to: o.to,
    subject: translate(o.locale, 'mail.confirm.subject'),
    text: body(o.locale, o.name, translate(o.locale, 'mail.confirm.text', [o.code, link, o.hours])),
  };
}

export function resetMail(o: { locale: Locale; to: string; name: string; token: string; publicUrl: string; hours: number }): Mail {
  const link = `${o.publicUrl}/password-set?token=${encodeURIComponent(o.token)}`;
  return {
    to: o.to,
    subject: translate(o.locale, 'mail.reset.subject'),
    text: body(o.locale, o.name, translate(o.locale, 'mail.reset.text', [link, o.hours])),
  };
}
