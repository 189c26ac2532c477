// A real SMTP server on 127.0.0.1 for server tests (smtp-server), keeping every mail it accepted,
// parsed (mailparser). Plain SMTP with AUTH PLAIN/LOGIN on the loopback: no certificate to trust.
//
//   const mailing = await startMailing();
//   const t = await createTestApp({ mail: mailing.options });
//   … await t.app.background.mailNow(); expect(mailing.smtp.received).toHaveLength(1);
//   afterAll: await t.close(); await mailing.close();
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const SMTP_USER = 'khelpass';
/** Has characters a URL must percent-encode, as real passwords do. */
export const SMTP_PASSWORD = 's3cret/p@ss';

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  recipients: string[];
  parsed: ParsedMail;
}

export async function startTestSmtpServer() {
  const received: ReceivedMail[] = [];
  /** Answers the next DATA commands with a refusal: 451 (try later, a busy server) or 5xx (never). */
  let refuseNext = 0;
  let refusalCode = 451;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
        callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      // Keeps the HTML as sent (cid: links), rather than the images inlined as data: URLs.
      simpleParser(stream, { keepCidLinks: true })
        .then((parsed) => {
          if (refuseNext > 0) {
            refuseNext -= 1;
            callback(Object.assign(new Error('Refused by the test'), { responseCode: refusalCode }));
            return;
          }
          received.push({ recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address), parsed });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://${SMTP_USER}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${port}`,
    refuseNextMails(count: number, code = 451) {
      refuseNext = count;
      refusalCode = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TestSmtpServer = Awaited<ReturnType<typeof startTestSmtpServer>>;

/** The From of the test apps' mails. */
export const TEST_MAIL_FROM = 'KhelPass <tickets@khelpass.in>';

/**
 * A test file's mailing: the SMTP server, an outbox folder of its own, and the mail options of a test
 * app that sends through them, links pointing at siteOrigin.
 */
export type Mailing = Awaited<ReturnType<typeof startMailing>>;

export async function startMailing(siteOrigin: string) {
  const smtp = await startTestSmtpServer();
  const outboxDir = await mkdtemp(join(tmpdir(), 'khelpass-outbox-'));
  return {
    smtp,
    options: { smtpUrl: smtp.url, from: TEST_MAIL_FROM, outboxDir, siteOrigin },
    async close() {
      await smtp.close();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}
