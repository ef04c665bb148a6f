import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
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

/**
 * Sends mail to the owner (MAIL_TO) through SMTP_URL; without SMTP the message is written as an
 * .eml file to the outbox under the data folder, so nothing is lost. The recipient never comes
 * from a request.
 */
export function createOwnerMailer(config: ServerConfig) {
  const smtp = config.dwm.smtpUrl ? nodemailer.createTransport(config.dwm.smtpUrl) : undefined;
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return async function send(mail: OwnerMail): Promise<Delivery> {
    const message = {
      from: config.dwm.mailFrom,
      to: config.dwm.mailTo,
      subject: mail.subject,
      html: sanitizeEmailHtml(mail.html),
    };
    if (smtp) {
      await smtp.sendMail(message);
      return 'smtp';
    }
    const written = await writer.sendMail(message);
    const folder = outboxDir(config);
    await mkdir(folder, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
    await writeFile(join(folder, name), written.message as Buffer);
    return 'outbox';
  };
}

export type OwnerMailer = ReturnType<typeof createOwnerMailer>;
