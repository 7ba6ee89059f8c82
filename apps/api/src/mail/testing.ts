/**
 * A real local SMTP server for tests (smtp-server + mailparser): start it on a free port, point the API at
 * `smtpUrl` (SMTP_URL), then wait for the message to an address and read its link. Used by API tests and e2e.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

/** A received message: recipients, subject, text, html and the first http(s) link of the text. */
export type ReceivedMail = { to: string[]; subject: string; text: string; html: string; link: string | null; raw: ParsedMail };

/** A running test SMTP server. */
export type TestSmtpServer = {
  /** `smtp://127.0.0.1:<port>`: the SMTP_URL to start the API with. */
  smtpUrl: string;
  port: number;
  /** Every message received so far. */
  messages: ReceivedMail[];
  /** Resolves with the next (or an already received, not yet taken) message to `address`; rejects after `timeoutMs`. */
  waitForMail(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Stops the server. */
  close(): Promise<void>;
};

/** The first http(s) URL in `text`, or null. */
export function firstLink(text: string): string | null {
  return /https?:\/\/[^\s<>"')]+/.exec(text)?.[0] ?? null;
}

/** Starts an SMTP server (no TLS, no auth) on a free port of 127.0.0.1 (or `port`). */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters: { address: string; resolve: (mail: ReceivedMail) => void }[] = [];

  const deliver = (mail: ReceivedMail) => {
    messages.push(mail);
    const index = waiters.findIndex((w) => mail.to.includes(w.address));
    if (index >= 0) {
      taken.add(mail);
      waiters.splice(index, 1)[0].resolve(mail);
    }
  };

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const text = parsed.text ?? '';
          deliver({ to, subject: parsed.subject ?? '', text, html: typeof parsed.html === 'string' ? parsed.html : '', link: firstLink(text), raw: parsed });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;

  return {
    smtpUrl: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    messages,
    waitForMail(address, timeoutMs = 10_000) {
      const wanted = address.toLowerCase();
      const ready = messages.find((m) => !taken.has(m) && m.to.includes(wanted));
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const waiter = { address: wanted, resolve: (mail: ReceivedMail) => (clearTimeout(timer), resolve(mail)) };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no mail to ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
