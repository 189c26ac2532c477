// A real SMTP server on 127.0.0.1 for server tests (smtp-server), keeping every mail it accepted,
// parsed (mailparser). Plain SMTP with AUTH PLAIN/LOGIN on the loopback: no certificate to trust.
//
//   const smtp = await startTestSmtpServer();
//   const t = await createTestApp({ mail: { smtpUrl: smtp.url, from: 'KhelPass <t@khelpass.in>', outboxDir } });
//   … await t.app.background.mailNow(); expect(smtp.received).toHaveLength(1);
import type { AddressInfo } from 'node:net';
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
