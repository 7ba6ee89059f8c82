/**
 * Outgoing mail (issue 4): nodemailer over SMTP when SMTP_URL is set; otherwise each message is written as an
 * `.eml` file to DATA_DIR/outbox and its link is logged, so a laptop install works without a mail server.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/** One message to send; `link` is the action link (logged in outbox mode). */
export type MailMessage = { to: string; subject: string; text: string; html: string; link?: string };

/** Sends mail; `send` rejects when the SMTP server refuses the message. */
export interface Mailer {
  /** Sends one message. */
  send(message: MailMessage): Promise<void>;
}

/** Settings of the mailer: SMTP URL (or none for the outbox), sender, data folder. */
export type MailerOptions = { smtpUrl: string | undefined; from: string; dataDir: string; log: FastifyBaseLogger };

/** A transport made by `make` on the first call (nodemailer loads on the first message, not when the server starts). */
function lazyTransport(make: (mailer: typeof import('nodemailer').default) => Transporter): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= import('nodemailer').then((mailer) => make(mailer.default)));
}

/** Creates the SMTP mailer or, without SMTP_URL, the outbox writer. */
export function createMailer(opts: MailerOptions): Mailer {
  if (opts.smtpUrl) {
    const smtpUrl = opts.smtpUrl;
    const transport = lazyTransport((mailer) => mailer.createTransport(smtpUrl));
    return {
      async send(message) {
        await (await transport()).sendMail({ from: opts.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
        opts.log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const outbox = path.join(opts.dataDir, 'outbox');
  const transport = lazyTransport((mailer) => mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  return {
    async send(message) {
      const info = await (await transport()).sendMail({ from: opts.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      await mkdir(outbox, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      opts.log.info({ to: message.to, subject: message.subject, file, link: message.link }, 'mail written to outbox (no SMTP_URL)');
    },
  };
}

/** Sends every message, logging (not throwing) failures: used after a transaction committed. Answers how many failed. */
export async function sendAll(mailer: Mailer, messages: MailMessage[], log: FastifyBaseLogger): Promise<number> {
  let failed = 0;
  for (const message of messages) {
    try {
      await mailer.send(message);
    } catch (error) {
      failed += 1;
      log.error({ err: error, to: message.to }, 'mail could not be sent');
    }
  }
  return failed;
}
