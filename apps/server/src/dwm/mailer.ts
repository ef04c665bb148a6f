import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import sanitizeHtml from 'sanitize-html';
import type { ServerConfig } from '../config';

export type Delivery = 'smtp' | 'outbox';

export interface OwnerMail {
  subject: string;
  /** HTML from the request or a report: sanitised here before it is sent. */
  html: string;
}

/** What an email may keep of its HTML: text formatting, lists, tables and plain links. */
export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'b',
      'strong',
      'i',
      'em',
      'u',
      'ul',
      'ol',
      'li',
      'h1',
      'h2',
      'h3',
      'h4',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'a',
      'span',
      'div',
      'blockquote',
      'pre',
      'code',
      'hr',
    ],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    disallowedTagsMode: 'discard',
  });
}

/** The outbox folder: where mail goes when no SMTP server is configured. */
export const outboxDir = (config: ServerConfig) => join(config.dataDir, 'outbox');

/** What became of a message: sent, or kept in the outbox, with why the mail server did not take it. */
export interface DeliveryResult {
  delivery: Delivery;
  /** Set when SMTP is configured and the mail server did not take the message. */
  smtpProblem: string | null;
}

/** How long the mail server may take to answer, so a request does not wait minutes on it. */
export const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Why sending failed, in a line: nodemailer's message (which names the server's answer), never the password. */
function smtpProblemOf(error: unknown, smtpUrl: string): string {
  const message = error instanceof Error ? error.message : String(error);
  const password = decodeURIComponent(new URL(smtpUrl).password);
  const said = password ? message.split(password).join('***') : message;
  return said.replace(/\s+/g, ' ').trim().slice(0, 300) || 'the mail server did not answer';
}

/**
 * Sends mail to the owner (MAIL_TO) through SMTP_URL; without SMTP the message is written as an
 * .eml file to the outbox under the data folder. When the mail server does not take a message
 * (refused, unreachable, too slow) it is kept in the outbox too and the failure is logged, so
 * nothing is lost. The recipient never comes from a request.
 */
export function createOwnerMailer(config: ServerConfig, log: FastifyBaseLogger) {
  const smtpUrl = config.dwm.smtpUrl;
  const smtp = smtpUrl ? nodemailer.createTransport({ url: smtpUrl, ...smtpTimeouts }) : undefined;
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  /** Writes the message to the outbox and answers the file's name. */
  async function keep(message: Mail.Options): Promise<string> {
    const written = await writer.sendMail(message);
    const folder = outboxDir(config);
    await mkdir(folder, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
    await writeFile(join(folder, name), written.message as Buffer);
    return name;
  }

  return async function send(mail: OwnerMail): Promise<DeliveryResult> {
    const message: Mail.Options = {
      from: config.dwm.mailFrom,
      to: config.dwm.mailTo,
      subject: mail.subject,
      html: sanitizeEmailHtml(mail.html),
    };
    if (smtp && smtpUrl) {
      try {
        await smtp.sendMail(message);
        return { delivery: 'smtp', smtpProblem: null };
      } catch (error) {
        const smtpProblem = smtpProblemOf(error, smtpUrl);
        const file = await keep(message);
        log.error(
          { smtpProblem, outboxFile: file },
          'the mail server did not take a message; it is kept in the outbox',
        );
        return { delivery: 'outbox', smtpProblem };
      }
    }
    await keep(message);
    return { delivery: 'outbox', smtpProblem: null };
  };
}

export type OwnerMailer = ReturnType<typeof createOwnerMailer>;
