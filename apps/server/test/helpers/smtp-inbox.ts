import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the test SMTP server received, with its text parts decoded. */
export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  /** Every text part, transfer encoding undone. */
  text: string;
}

export interface SmtpInbox {
  /** smtp://127.0.0.1:<port> for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** The next message to `to` not taken before (waits for it). */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** The messages to `to` not taken yet, without waiting. */
  pending(to: string): ReceivedMail[];
  close(): Promise<void>;
}

const decodeWords = (text: string) =>
  text.replace(/=\?([^?]+)\?([BQbq])\?([^?]*)\?=/g, (_m, _charset: string, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuoted(data.replace(/_/g, ' ')),
  );

function decodeQuoted(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The decoded text of a MIME message's parts (enough for the messages the mailer builds). */
export function mailText(raw: string): { subject: string; text: string } {
  const [head = ''] = raw.split(/\r?\n\r?\n/);
  const subjectLine = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1] ?? '';
  const subject = decodeWords(subjectLine.replace(/\r?\n[ \t]/g, ' ')).replace(/\?= =\?/g, '');
  const texts: string[] = [];
  // each part: headers, a blank line, the body up to the next boundary
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const split = /\r?\n\r?\n/.exec(part);
    if (!split) continue;
    const headers = part.slice(0, split.index);
    const body = part.slice(split.index + split[0].length);
    if (!/Content-Type: text\//i.test(headers)) continue;
    const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(headers)?.[1]?.toLowerCase();
    texts.push(
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? decodeQuoted(body)
          : body,
    );
  }
  return { subject: decodeWords(subject), text: texts.join('\n') };
}

/** The 6-digit code of a code mail. */
export function codeOf(mail: Pick<ReceivedMail, 'text'>): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in mail: ${mail.text}`);
  return code;
}

/** A real SMTP server on a free port of 127.0.0.1 that keeps what it receives (no TLS, no sign-in). */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          ...mailText(raw),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const pending = (to: string) => messages.filter((m) => !taken.has(m) && m.to.includes(to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    pending,
    async next(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = pending(to)[0];
        if (found) {
          taken.add(found);
          return found;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 200));
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
