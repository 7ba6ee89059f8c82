import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { simpleParser } from 'mailparser';
import type { FastifyBaseLogger } from 'fastify';
import { createMailer } from './mailer';
import { invitationMail } from './templates';
import { startTestSmtpServer } from './testing';

const fakeLog = () => ({ info: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger & { info: ReturnType<typeof vi.fn> };

describe('mailer', () => {
  it('without SMTP_URL writes an .eml file to DATA_DIR/outbox and logs the link', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'insight-mail-'));
    try {
      const log = fakeLog();
      const mail = invitationMail('a@b.test', 'Acme <Foods>', 'Boss', 'http://portal.test/auth/register?hash=abc', 7);
      await createMailer({ smtpUrl: undefined, from: 'Portal <no-reply@portal.test>', dataDir, log }).send(mail);
      const files = await readdir(path.join(dataDir, 'outbox'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/a@b\.test\.eml$/);
      const eml = await readFile(path.join(dataDir, 'outbox', files[0]), 'utf8');
      const parsed = await simpleParser(eml);
      expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toBe('a@b.test');
      expect(parsed.text).toContain('http://portal.test/auth/register?hash=abc');
      expect(mail.html).toContain('Acme &lt;Foods&gt;');
      expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ link: 'http://portal.test/auth/register?hash=abc' }), expect.any(String));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('with SMTP_URL delivers to a real SMTP server', async () => {
    const smtp = await startTestSmtpServer();
    try {
      await createMailer({ smtpUrl: smtp.smtpUrl, from: 'Portal <no-reply@portal.test>', dataDir: os.tmpdir(), log: fakeLog() }).send(
        invitationMail('c@d.test', 'Acme', 'Boss', 'http://portal.test/auth/register?hash=xyz', 7),
      );
      const received = await smtp.waitForMail('c@d.test');
      expect(received.link).toBe('http://portal.test/auth/register?hash=xyz');
      expect(received.subject).toBe('You are invited to Acme on Insight Portal');
    } finally {
      await smtp.close();
    }
  });
});
