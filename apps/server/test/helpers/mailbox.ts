import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it, parsed. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface Mailbox {
  /** `smtp://…` of the in-process server, with the credentials it accepts. */
  url: string;
  received: ReceivedMail[];
  /** The next message to `to` not yet taken, with `subject` if given (waits for it up to `timeoutMs`). */
  next(to: string, options?: { subject?: string; timeoutMs?: number }): Promise<ReceivedMail>;
  /** Makes the next `count` deliveries fail with a temporary error (421), as a busy server would. */
  refuseNext(count: number): void;
  /** How many deliveries were attempted, refused ones included. */
  attempts(): number;
  close(): Promise<void>;
}

/** A real SMTP server in this process (smtp-server), requiring a login, that keeps what it receives. */
export async function startMailbox(): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiting = new Set<() => void>();
  let refusals = 0;
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: false,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'vitae' && auth.password === 'mail-secret') callback(null, { user: 'vitae' });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      attempts++;
      if (refusals > 0) {
        refusals--;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 421 })));
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          for (const wake of waiting) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const find = (to: string, subject?: string) =>
    received.find(
      (mail) =>
        !taken.has(mail) && mail.to.includes(to.toLowerCase()) && (subject === undefined || mail.subject === subject),
    );
  return {
    url: `smtp://vitae:mail-secret@127.0.0.1:${port}`,
    received,
    async next(to, { subject, timeoutMs = 10_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = find(to, subject);
        if (mail) {
          taken.add(mail);
          return mail;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            waiting.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiting.add(wake);
        });
      }
    },
    refuseNext(count) {
      refusals = count;
    },
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`No link starting with ${prefix} in: ${mail.text}`);
  return link;
}
