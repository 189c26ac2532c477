import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import QRCode from 'qrcode';
import type { OutboxRow } from './mail.repo';

/** A ticket's QR code as the site draws it (components/ui/qr-code.tsx): same text, same correction. */
export const ticketQrPng = (token: string) =>
  QRCode.toBuffer(token, { type: 'png', errorCorrectionLevel: 'M', width: 240, margin: 2 });

/** env MAIL_FROM's default. */
export const DEFAULT_MAIL_FROM = 'KhelPass <tickets@khelpass.in>';

/** Mails sent at once over their own connections, per process. */
export const SMTP_CONNECTIONS = 4;

/** How long one SMTP conversation may stall before it counts as a failed attempt. */
export const SMTP_TIMEOUT_MS = 30_000;

export interface MailTransportOptions {
  /** env SMTP_URL (smtp:// or smtps://, user and password in it); unset: .eml files in outboxDir. */
  smtpUrl?: string;
  /** env MAIL_FROM. */
  from: string;
  /** Where mails are written as .eml files when there is no SMTP_URL. */
  outboxDir: string;
}

/** Why a send failed; `permanent` for a refusal that another attempt would meet again (5xx). */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/**
 * Sends one outbox mail over SMTP (nodemailer), or writes it as an .eml file. The Message-ID comes
 * from the mail's dedupe key: the one send a crash could repeat (after the server accepted, before
 * the row was marked) carries the same Message-ID, which mail clients show once.
 */
export function createMailTransport(options: MailTransportOptions, log: (message: string) => void) {
  const { smtpUrl } = options;
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        // A few connections kept open between mails (a cancel's hundreds of mails), closed when idle.
        pool: true,
        maxConnections: SMTP_CONNECTIONS,
        idleTimeout: 10_000,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const password = smtpUrl ? decodeURIComponent(URL.parse(smtpUrl)?.password ?? '') : '';
  // An error's words never carry the SMTP password (into a log or the outbox's last_error).
  const withoutSecret = (text: string) => (password ? text.split(password).join('***') : text);

  return {
    async send(mail: OutboxRow): Promise<void> {
      const message = {
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: `<${createHash('sha256').update(mail.dedupeKey).digest('hex').slice(0, 32)}@khelpass.in>`,
        attachments: await Promise.all(
          mail.attachments.map(async (file) => ({
            filename: file.filename,
            ...('qrCode' in file
              ? { contentType: 'image/png', content: await ticketQrPng(file.qrCode) }
              : { contentType: file.contentType, content: Buffer.from(file.content, 'base64') }),
            ...(file.cid && { cid: file.cid }),
          })),
        ),
      };
      let info: { message?: unknown };
      try {
        info = await transport.sendMail(message);
      } catch (error) {
        const { responseCode, code } = error as { responseCode?: number; code?: string };
        const text = error instanceof Error ? error.message : String(error);
        // Only a refusal of this mail (its recipient, its content) is final; a refused login or
        // sender is the deployment's to fix, and its mails wait for that.
        const refusedMail = code === 'EENVELOPE' || code === 'EMESSAGE';
        throw new MailSendError(withoutSecret(text), refusedMail && (responseCode ?? 0) >= 500);
      }
      if (smtpUrl) {
        log(`mail sent to ${mail.to}: ${mail.subject}`);
        return;
      }
      await mkdir(options.outboxDir, { recursive: true });
      const file = join(
        options.outboxDir,
        `${mail.createdAt.toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      log(`mail written to ${file} (no SMTP_URL): ${mail.subject}`);
    },
    close: () => transport.close(),
  };
}
export type MailTransport = ReturnType<typeof createMailTransport>;
