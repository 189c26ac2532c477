// Mails the e2e server sent (issue 13): without SMTP_URL it writes each as an .eml file to
// DATA_DIR/outbox, the folder playwright.config.ts gives it; a spec reads them as a person reads
// their inbox, and follows their links.
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { expect } from './fixtures';

const OUTBOX = join(tmpdir(), `khelpass-e2e-${process.env.E2E_PORT ?? 3101}`, 'outbox');

const addressesOf = (mail: ParsedMail) =>
  [mail.to ?? []].flat().flatMap((to) => to.value.map((address) => address.address?.toLowerCase()));

async function findMail(to: string, subject: string | RegExp): Promise<ParsedMail | undefined> {
  let files: string[];
  try {
    files = await readdir(OUTBOX);
  } catch {
    return undefined;
  }
  for (const file of files
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse()) {
    const mail = await simpleParser(await readFile(join(OUTBOX, file)));
    const matches = typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject ?? '');
    if (matches && addressesOf(mail).includes(to.toLowerCase())) return mail;
  }
  return undefined;
}

/** The newest mail to `to` with this subject, waiting for the mail pass to write it. */
export async function mailTo(to: string, subject: string | RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = await findMail(to, subject);
        return found !== undefined;
      },
      { message: `a mail to ${to} about ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  return found as ParsedMail;
}

/** The site path (and '#token=…') of the mail's link to `path`, to open on the test's own origin. */
export function linkIn(mail: ParsedMail, path: string): string {
  const url = new RegExp(
    `https?://[^/\\s]+(${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}#token=[A-Za-z0-9_%-]+)`,
  ).exec(mail.text ?? '');
  if (!url?.[1]) throw new Error(`no link to ${path} in:\n${mail.text}`);
  return url[1];
}
