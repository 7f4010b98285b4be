import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';

export type Mail = { to: string; subject: string; text: string; /** the link in the mail, logged for outbox mail */ link?: string };
export type Mailer = {
  /** True when mail really leaves (SMTP); false means the outbox folder, and accounts start active. */
  delivers: boolean;
  send(mail: Mail): Promise<void>;
  close(): void;
};

/**
 * Outgoing mail: nodemailer over SMTP when SMTP_URL is set; otherwise each mail is written as an .eml
 * file to DATA_DIR/outbox and its link is logged, so a local install works without a mail server.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(config.smtpUrl);
    return {
      delivers: true,
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  // nodemailer's stream transport renders the real RFC 822 message without sending it.
  const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let counter = 0;
  return {
    delivers: false,
    async send(mail) {
      const info = await render.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${++counter}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ to: mail.to, subject: mail.subject, file, link: mail.link }, 'mail written to the outbox');
    },
    close: () => render.close(),
  };
}
