import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config';
import { type MailAuthor, sanitizeEmailHtml } from './mail-html';

export type Delivery = 'smtp' | 'outbox';

export interface OwnerMail {
  subject: string;
  /** HTML from a request or built by the server: sanitised here, as its author allows. */
  html: string;
  author: MailAuthor;
}

/** The outbox folder: where mail is delivered when no SMTP server is configured. */
export const outboxDir = (config: ServerConfig) => join(config.dataDir, 'outbox');

/** How long the mail server may take to answer, so a delivery does not hang for minutes. */
export const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** The mail server did not take a message: `problem` says why in a line, never with the password. */
export class SmtpFailure extends Error {
  override name = 'SmtpFailure';
}

function smtpProblemOf(error: unknown, smtpUrl: string): string {
  const message = error instanceof Error ? error.message : String(error);
  const password = decodeURIComponent(new URL(smtpUrl).password);
  const said = password ? message.split(password).join('***') : message;
  return said.replace(/\s+/g, ' ').trim().slice(0, 300) || 'the mail server did not answer';
}

/**
 * Mail to the owner (MAIL_TO, never a request's address) from MAIL_FROM, in two steps: `render`
 * writes the whole message once, when it is queued, so the queue holds exactly what will go out;
 * `sendBySmtp` hands it to SMTP_URL's server. Without SMTP_URL the queue writes the rendered
 * message to the outbox folder instead (mail-queue.ts).
 */
export function createOwnerMailer(config: ServerConfig) {
  const smtpUrl = config.dwm.smtpUrl;
  const smtp = smtpUrl ? nodemailer.createTransport({ url: smtpUrl, ...smtpTimeouts }) : undefined;
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const envelope = { from: config.dwm.mailFrom, to: config.dwm.mailTo };

  return {
    usesSmtp: smtp !== undefined,

    async render(mail: OwnerMail): Promise<Buffer> {
      const written = await writer.sendMail({
        ...envelope,
        subject: mail.subject,
        html: sanitizeEmailHtml(mail.html, mail.author),
      });
      return written.message as Buffer;
    },

    /** Hands a rendered message to the mail server; throws `SmtpFailure` when it does not take it. */
    async sendBySmtp(raw: Buffer): Promise<void> {
      if (!smtp || !smtpUrl) throw new Error('SMTP_URL is not set');
      try {
        await smtp.sendMail({ envelope, raw });
      } catch (error) {
        throw new SmtpFailure(smtpProblemOf(error, smtpUrl));
      }
    },
  };
}

export type OwnerMailer = ReturnType<typeof createOwnerMailer>;
