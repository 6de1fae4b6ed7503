import { createServer, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/lib/mailer.ts';
import { startMailbox, type Mailbox } from './helpers/mailbox.ts';

/** A logger whose lines the test reads. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const log = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    }),
  );
  return { log, lines, text: () => JSON.stringify(lines) };
}

const mail = {
  to: 'ada@example.com',
  subject: 'Reset your password',
  text: 'Open https://x/reset#t',
  html: '<p>Open</p>',
};

describe('mailer', () => {
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(() => mailbox.close());

  it('delivers text and HTML over SMTP with the configured sender, without making the caller wait', async () => {
    const { log } = capturedLog();
    const mailer = createMailer({ smtpUrl: mailbox.url, from: 'Vitae <no-reply@vitae.test>', log });
    const started = performance.now();
    mailer.send(mail);
    // send() only hands the message over: nothing has reached the server when it returns.
    expect(mailbox.received.filter((m) => m.to.includes(mail.to))).toHaveLength(0);
    expect(performance.now() - started).toBeLessThan(1_000);
    const received = await mailbox.next(mail.to);
    expect(received).toMatchObject({ from: 'no-reply@vitae.test', subject: mail.subject, html: '<p>Open</p>' });
    expect(received.text.trim()).toBe(mail.text);
    await mailer.close();
  });

  it('retries a refused delivery, and logs the failures without the SMTP credentials', async () => {
    const { log, text } = capturedLog();
    const mailer = createMailer({ smtpUrl: mailbox.url, from: 'no-reply@vitae.test', log, retryDelaysMs: [10, 10] });
    const before = mailbox.attempts();
    mailbox.refuseNext(2);
    mailer.send({ ...mail, to: 'retry@example.com' });
    await mailbox.next('retry@example.com');
    expect(mailbox.attempts() - before).toBe(3);
    expect(text()).toContain('mail attempt failed');
    expect(text()).not.toContain('mail-secret');
    await mailer.close();
  });

  it('gives up after the last attempt and says so in the log, naming no secret', async () => {
    const { log, lines, text } = capturedLog();
    const wrong = mailbox.url.replace('mail-secret', 'wrong-secret');
    const mailer = createMailer({ smtpUrl: wrong, from: 'no-reply@vitae.test', log, retryDelaysMs: [10] });
    mailer.send({ ...mail, to: 'never@example.com' });
    await mailer.idle();
    expect(lines.map((line) => line.msg)).toEqual(['mail attempt failed', 'mail not sent']);
    expect(text()).not.toContain('wrong-secret');
    expect(mailbox.received.some((m) => m.to.includes('never@example.com'))).toBe(false);
    await mailer.close();
  });

  it('times out a server that never answers instead of waiting for ever', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const { log, lines } = capturedLog();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'no-reply@vitae.test',
      log,
      timeoutMs: 200,
      retryDelaysMs: [],
    });
    const started = performance.now();
    mailer.send(mail);
    await mailer.idle();
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(lines.map((line) => line.msg)).toEqual(['mail not sent']);
    await mailer.close();
    silent.close();
  });

  it('without SMTP, writes the message (and so its link) to the log and sends nothing', async () => {
    const { log, lines } = capturedLog();
    const mailer = createMailer({ from: 'no-reply@vitae.test', log });
    mailer.send(mail);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'mail not sent: SMTP is not configured', to: mail.to, text: mail.text });
    await mailer.close();
  });
});
