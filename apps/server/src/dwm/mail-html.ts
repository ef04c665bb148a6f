import { escapeHtml } from '@portfolio/contracts';
import sanitizeHtml from 'sanitize-html';

// The HTML of mail to the owner (decisions 067 and 088). What a visitor wrote may format text but
// must not hand the owner a link to click: its links are dropped and its addresses written so that
// no mail program turns them into links. The server's own mail (the owner's report) keeps links.

const textTags = [
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
  'span',
  'div',
  'blockquote',
  'pre',
  'code',
  'hr',
];

/**
 * Who wrote the HTML: a visitor's gets no links; the site's own (built by the server, or sent by
 * the signed-in owner) may keep plain ones.
 */
export type MailAuthor = 'visitor' | 'site';

/** A web address, `scheme://…` or `mailto:`: its colon is bracketed. */
const schemePattern = /\b([a-z][a-z0-9+.-]{1,20}):(?=\/\/|[^\s@]+@)/gi;
/** A host name (`www.example.com`, the part of `rosa@example.com` after the @) or an IPv4 address. */
const hostPattern =
  /\b(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}\b|\b\d{1,3}(?:\.\d{1,3}){3}\b/gi;

/**
 * Writes addresses in text so that mail programs do not link them, the way security reports
 * quote them: `https[:]//example[.]com/path`, `rosa@example[.]com`. The text stays readable.
 */
export function neutraliseAddresses(text: string): string {
  return text.replace(schemePattern, '$1[:]').replace(hostPattern, (host) => host.replace(/\./g, '[.]'));
}

/** Neutralises the addresses in the text between the tags of sanitised HTML. */
function neutraliseTextOf(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : neutraliseAddresses(part)))
    .join('');
}

/**
 * What an email may keep of its HTML: text formatting, lists and tables; no scripts, images,
 * styles or event attributes. The site's own mail keeps `http`, `https` and `mailto` links; a
 * visitor's loses its links (their text stays) and has its addresses neutralised.
 */
export function sanitizeEmailHtml(html: string, author: MailAuthor): string {
  if (author === 'site') {
    return sanitizeHtml(html, {
      allowedTags: [...textTags, 'a'],
      allowedAttributes: { a: ['href'] },
      allowedSchemes: ['http', 'https', 'mailto'],
      disallowedTagsMode: 'discard',
    });
  }
  const clean = sanitizeHtml(html, {
    allowedTags: textTags,
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
  });
  return neutraliseTextOf(clean);
}

/** Text a visitor typed, made safe to place in the server's own mail: escaped, addresses neutralised. */
export function visitorText(text: string): string {
  return escapeHtml(neutraliseAddresses(text));
}
