import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type NodeMailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { AppConfig } from '../config.ts';
import { makeDir } from './file-store.ts';

/** One outgoing message: plain text, and HTML when the sender has a richer version. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Sends (or, without SMTP, writes) one message; rejects when it could not be handed over. */
  send(mail: Mail): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The one way out for e-mail (ARCHITECTURE §10): SMTP when SMTP_URL is set, else `.eml` files. */
    mailer: Mailer;
  }
}

/** A nodemailer transport made on the first message: the library is loaded only by a server that mails. */
function lazyTransport<T extends Transporter>(make: (nm: typeof NodeMailer) => T) {
  let transport: Promise<T> | undefined;
  return {
    get: () => (transport ??= import('nodemailer').then((nm) => make(nm.default))),
    close: async () => (await transport?.catch(() => undefined))?.close(),
  };
}

/** Sends through the SMTP server of `SMTP_URL` (nodemailer: `smtp://user:pass@host:587`, `smtps://…`). */
function smtpMailer(url: string, from: string, log: FastifyBaseLogger) {
  const transport = lazyTransport((nm) => nm.createTransport(url));
  const mailer: Mailer = {
    async send(mail) {
      const info = await (await transport.get()).sendMail({ from, ...mail });
      log.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'mail sent');
    },
  };
  return { mailer, close: transport.close };
}

/**
 * Writes each message as an RFC 822 `.eml` file under `dir` (development and tests without a mail
 * server): built by nodemailer's stream transport, written under a temporary name and renamed, so a
 * reader of the folder never sees half a message.
 */
export function fileMailer(dir: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = lazyTransport((nm) =>
    nm.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }),
  );
  return {
    async send(mail) {
      const info = await (await transport.get()).sendMail({ from, ...mail });
      await makeDir(dir);
      const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
      const name = `${stamp}-${randomUUID()}.eml`;
      const file = path.join(dir, name);
      const temp = path.join(dir, `.${name}.tmp`);
      try {
        await fs.promises.writeFile(temp, info.message);
        await fs.promises.rename(temp, file);
      } catch (error) {
        await fs.promises.rm(temp, { force: true });
        throw error;
      }
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written (no SMTP_URL)');
    },
  };
}

/** Decorates `app.mailer` from the configuration. */
export function registerMailer(app: FastifyInstance, config: AppConfig = app.config) {
  const log = app.log.child({ module: 'mailer' });
  if (config.smtpUrl) {
    const { mailer, close } = smtpMailer(config.smtpUrl, config.mailFrom, log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => close());
  } else {
    app.decorate('mailer', fileMailer(config.mailDir, config.mailFrom, log));
  }
}
