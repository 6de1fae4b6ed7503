import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

/** One message to one person: a plain-text body and the same in HTML. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * Hands a message over for sending and returns at once: a request never waits for the mail server (so an answer
   * takes as long whether or not a message was sent). A failed attempt is retried; the last failure is logged.
   */
  send(mail: Mail): void;
  /** Resolves when every message handed over has been sent or given up on (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  /** `smtp://user:pass@host:port` or `smtps://…`; without it messages go to the log. */
  smtpUrl?: string;
  from: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Each attempt's limit, for connecting, the greeting and every reply (ms). */
  timeoutMs?: number;
  /** Waits between attempts (ms): one more attempt than there are waits. */
  retryDelaysMs?: number[];
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_RETRY_DELAYS_MS = [2_000, 10_000];

/** An SMTP error as the log may show it: its code and message, never the connection's credentials. */
function describeFailure(error: unknown): { code?: string; message: string } {
  const failure = error as { code?: string; message?: string };
  const message = String(failure.message ?? error).replace(/\b(smtps?:\/\/)[^@\s/]*@/gi, '$1[redacted]@');
  return { code: failure.code, message };
}

export function createMailer({
  smtpUrl,
  from,
  log,
  timeoutMs = DEFAULT_TIMEOUT_MS,
  retryDelaysMs = DEFAULT_RETRY_DELAYS_MS,
}: MailerOptions): Mailer {
  const pending = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  };

  if (!smtpUrl) {
    return {
      send(mail) {
        // A one-machine install without mail still works: the operator reads the link here.
        log.warn({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail not sent: SMTP is not configured');
      },
      idle: async () => {},
      close: async () => {},
    };
  }

  // nodemailer loads with the first message: most starts send none.
  let transport: Promise<Transporter> | undefined;
  const transporter = () =>
    (transport ??= import('nodemailer').then(({ createTransport }) =>
      createTransport({
        url: smtpUrl,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      }),
    ));
  let closed = false;
  /** Waits between attempts, cut short by close(). */
  const waits = new Set<() => void>();
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waits.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waits.add(done);
    });

  async function deliver(mail: Mail) {
    for (let attempt = 0; ; attempt++) {
      try {
        await (await transporter()).sendMail({ from, ...mail });
        return;
      } catch (error) {
        const delay = retryDelaysMs[attempt];
        if (delay !== undefined && !closed) {
          log.warn({ to: mail.to, attempt: attempt + 1, failure: describeFailure(error) }, 'mail attempt failed');
          await pause(delay);
        }
        if (delay === undefined || closed) {
          log.error({ to: mail.to, subject: mail.subject, failure: describeFailure(error) }, 'mail not sent');
          return;
        }
      }
    }
  }

  return {
    send: (mail) => track(deliver(mail)),
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
    async close() {
      closed = true;
      for (const wake of [...waits]) wake();
      await this.idle();
      if (transport) (await transport).close();
    },
  };
}
