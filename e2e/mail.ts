import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * The mail the server wrote: without SMTP_URL (as in these tests) every message is a whole `.eml` file
 * under DATA_DIR/mail (written under a temporary name and renamed, so a file seen is complete).
 */
export interface WrittenMail {
  file: string;
  /** Milliseconds since the epoch the file was written. */
  time: number;
  to: string;
  subject: string;
  /** Every text part, transfer encoding undone. */
  text: string;
}

export const mailDir = () => path.join(process.env.E2E_DATA_DIR!, 'mail');

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

/** The recipient, the decoded subject and text parts of an RFC 822 message as nodemailer builds it. */
export function parseMail(raw: string): Pick<WrittenMail, 'to' | 'subject' | 'text'> {
  const [head = ''] = raw.split(/\r?\n\r?\n/);
  const header = (name: string) =>
    (new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head)?.[1] ?? '').replace(
      /\r?\n[ \t]/g,
      ' ',
    );
  // adjacent encoded words are joined without the space between them (RFC 2047)
  const subject = decodeWords(header('Subject').replace(/\?=\s+=\?/g, '?==?'));
  const texts: string[] = [];
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
  return { to: header('To').trim(), subject, text: texts.join('\n') };
}

/** Every mail written so far to `to` (compared without case), newest first. */
export function mailsTo(to: string): WrittenMail[] {
  const dir = mailDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => {
      const file = path.join(dir, name);
      return { file, time: fs.statSync(file).mtimeMs, ...parseMail(fs.readFileSync(file, 'utf8')) };
    })
    .filter((mail) => mail.to.toLowerCase() === to.toLowerCase())
    .sort((a, b) => b.time - a.time);
}

/** Waits for the newest mail to `to` whose subject matches, written at or after `since` (ms). */
export async function waitForMail(to: string, subject: RegExp, since = 0): Promise<WrittenMail> {
  let found: WrittenMail | undefined;
  await expect
    .poll(
      () => {
        found = mailsTo(to).find((m) => m.time >= since && subject.test(m.subject));
        return found?.subject ?? '';
      },
      { message: `a mail to ${to} about ${String(subject)}`, timeout: 30_000 },
    )
    .toMatch(subject);
  return found!;
}

/** The 6-digit code of a code mail. */
export function codeOf(mail: Pick<WrittenMail, 'text'>): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code, `a 6-digit code in: ${mail.text}`).toBeTruthy();
  return code!;
}
