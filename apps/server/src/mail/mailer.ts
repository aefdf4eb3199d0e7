import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

const FROM = process.env.MAIL_FROM || 'Vitrina <no-reply@vitrina.local>';

/**
 * Mail goes through SMTP_URL when it is set; otherwise each message is written as an .eml file
 * into DATA_DIR/outbox and noted in the log, so a local install still shows its mail.
 */
export function createMailer(options: { smtpUrl: string | null; outboxDir: string; log: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: FROM, ...mail });
        options.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: FROM, ...mail });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${Date.now()}-${mail.to.replace(/[^a-z0-9@.-]/gi, '_')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      options.log.info({ to: mail.to, subject: mail.subject, file, text: mail.text }, 'mail written to outbox');
    },
    close: () => transport.close(),
  };
}
