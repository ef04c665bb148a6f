import { constants, type Stats } from 'node:fs';
import { open, realpath, type FileHandle } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MediaMount } from '@portfolio/contracts/media-mount';
import { repoRoot } from '../repo-root';
import { requestPath, sendApiError } from '../errors';

/** How a found file is sent. */
export interface SendFileOptions {
  /** Default `public, max-age=3600`. */
  cacheControl?: string;
  /**
   * True only for the site's own build: .js/.mjs/.css go out as code. Everywhere else they are
   * plain text, so a file dropped into a media folder can never run as script or style here.
   */
  siteCode?: boolean;
  /** The name the Content-Type is taken from, when the file on disk is a compressed copy of it. */
  typeFrom?: string;
}

export interface SendMediaOptions extends SendFileOptions {
  /** The folder files may come from. Nothing outside it is ever read, symlinks included. */
  root: string;
  /** The file's path under `root`, as the route received it (already URL-decoded once). */
  path: string;
}

export const defaultMediaCacheControl = 'public, max-age=3600';

const plainText = 'text/plain; charset=utf-8';

// Media types. Anything a browser would run as a document (HTML, XML) goes out as plain text or
// as bytes: a media folder must never run script on this origin.
const contentTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.mid': 'audio/midi',
  '.midi': 'audio/midi',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.pdf': 'application/pdf',
  '.txt': plainText,
  '.html': plainText,
  '.htm': plainText,
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

const codeTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export function contentTypeFor(path: string, siteCode = false): string {
  const extension = extname(path).toLowerCase();
  if (extension in codeTypes) return siteCode ? (codeTypes[extension] ?? plainText) : plainText;
  return contentTypes[extension] ?? 'application/octet-stream';
}

// An SVG opened on its own is a document that could run script; sandbox it.
const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/**
 * Why a requested path is refused, or undefined when it may be looked up. Decided on the string
 * alone, before touching the disk. Conservative on purpose: media names never need these forms.
 */
export function refusedMediaPath(path: string): string | undefined {
  if (path === '') return undefined;
  if (path.length > 1024) return 'is too long';
  // eslint-disable-next-line no-control-regex -- control characters (NUL included) are what this looks for
  if (/[\u0000-\u001f\u007f]/.test(path)) return 'must not contain control characters';
  if (path.includes('\\')) return 'must not contain backslashes';
  // Fastify decoded the address once; an escape still left would decode to something else later.
  if (/%[0-9a-fA-F]{2}/.test(path)) return 'must not contain percent-encoded characters';
  if (path.startsWith('/')) return 'must be relative';
  if (/^[A-Za-z]:/.test(path)) return 'must not start with a drive letter';
  // One trailing slash is allowed (`photos/`): it names a folder, which is then simply not listed.
  const segments = path.replace(/\/$/, '').split('/');
  if (segments.some((segment) => segment === '.' || segment === '..'))
    return 'must not contain . or .. segments';
  if (segments.some((segment) => segment === '')) return 'must not contain empty segments';
  return undefined;
}

export type MediaLookup =
  | { kind: 'file'; handle: FileHandle; stats: Stats; file: string }
  | { kind: 'refused'; reason: string }
  | { kind: 'missing' };

function isInside(root: string, target: string): boolean {
  const rel = relative(root, target);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel);
}

/**
 * Finds a regular file under `root` and opens it. Hidden files, directories and anything whose
 * real path (symlinks followed) leaves the real root count as missing. The caller closes `handle`.
 */
export async function openMediaFile(root: string, path: string): Promise<MediaLookup> {
  const reason = refusedMediaPath(path);
  if (reason !== undefined) return { kind: 'refused', reason };
  // Dotfiles (.git, .env) are never content, and an empty path is the root folder itself.
  if (path === '' || path.split('/').some((segment) => segment.startsWith('.'))) return { kind: 'missing' };

  let realRoot: string;
  let realTarget: string;
  try {
    realRoot = await realpath(root);
    const target = resolve(realRoot, path);
    if (!isInside(realRoot, target)) return { kind: 'missing' };
    realTarget = await realpath(target);
  } catch {
    return { kind: 'missing' };
  }
  if (!isInside(realRoot, realTarget)) return { kind: 'missing' };

  let handle: FileHandle | undefined;
  try {
    // O_NOFOLLOW: if the last component were swapped for a symlink after the check, refuse it.
    handle = await open(realTarget, constants.O_RDONLY | constants.O_NOFOLLOW);
    const stats = await handle.stat();
    if (!stats.isFile()) {
      await handle.close();
      return { kind: 'missing' };
    }
    return { kind: 'file', handle, stats, file: realTarget };
  } catch {
    await handle?.close();
    return { kind: 'missing' };
  }
}

function entityTag(stats: Stats): string {
  return `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
}

const weakless = (tag: string) => tag.trim().replace(/^W\//, '');

/** True when the browser's copy is current (If-None-Match first, then If-Modified-Since). */
function isNotModified(request: FastifyRequest, etag: string, mtime: Date): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch !== undefined) {
    return noneMatch.trim() === '*' || noneMatch.split(',').some((tag) => weakless(tag) === etag);
  }
  const modifiedSince = request.headers['if-modified-since'];
  if (modifiedSince === undefined) return false;
  const since = Date.parse(modifiedSince);
  // HTTP dates have whole seconds; compare on that grain.
  return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

/** An If-Range that no longer matches means "the file changed: send all of it". */
function rangeStillValid(request: FastifyRequest, etag: string, mtime: Date): boolean {
  const ifRange = request.headers['if-range'];
  if (typeof ifRange !== 'string') return ifRange === undefined;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && Math.floor(mtime.getTime() / 1000) * 1000 === date;
}

export type ByteRange =
  { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * Reads a `Range` header for a file of `size` bytes. One range only; several ranges or a header
 * that does not parse mean "send the whole file", as HTTP allows.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange {
  if (header === undefined) return { kind: 'whole' };
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const suffix = Number(last);
    if (!Number.isSafeInteger(suffix)) return { kind: 'whole' };
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.MAX_SAFE_INTEGER : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: Math.min(end, size - 1) };
}

/**
 * Sends one file from under `root`, the way every file route of the server does: refuses
 * traversal before touching the disk, never leaves the root (symlinks included), never lists a
 * folder, and answers conditional (304) and Range (206/416) requests. GET and HEAD.
 */
export async function sendMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  options: SendMediaOptions,
): Promise<FastifyReply> {
  const found = await openMediaFile(options.root, options.path);
  if (found.kind === 'refused') return sendApiError(reply, 400, `path: ${found.reason}`, 'path');
  if (found.kind === 'missing')
    return sendApiError(reply, 404, `Not found: ${request.method} ${requestPath(request)}`);

  return sendMediaFile(request, reply, found, options);
}

/** Sends a file `openMediaFile` found (and closes it): headers, 304, Range. */
export async function sendMediaFile(
  request: FastifyRequest,
  reply: FastifyReply,
  found: Extract<MediaLookup, { kind: 'file' }>,
  options: SendFileOptions = {},
): Promise<FastifyReply> {
  const { handle, stats, file } = found;
  const etag = entityTag(stats);
  reply.header('ETag', etag);
  reply.header('Last-Modified', stats.mtime.toUTCString());
  reply.header('Cache-Control', options.cacheControl ?? defaultMediaCacheControl);
  reply.header('Accept-Ranges', 'bytes');

  if (isNotModified(request, etag, stats.mtime)) {
    await handle.close();
    return reply.code(304).send();
  }

  const range = rangeStillValid(request, etag, stats.mtime)
    ? parseByteRange(request.headers.range, stats.size)
    : ({ kind: 'whole' } as const);
  if (range.kind === 'unsatisfiable') {
    await handle.close();
    reply.header('Content-Range', `bytes */${stats.size}`);
    return sendApiError(reply, 416, `Range not satisfiable: the file has ${stats.size} bytes`);
  }

  const type = contentTypeFor(options.typeFrom ?? file, options.siteCode);
  reply.header('Content-Type', type);
  reply.header('X-Content-Type-Options', 'nosniff');
  if (type === 'image/svg+xml') reply.header('Content-Security-Policy', svgPolicy);

  const start = range.kind === 'part' ? range.start : 0;
  const end = range.kind === 'part' ? range.end : stats.size - 1;
  if (range.kind === 'part') {
    reply.code(206);
    reply.header('Content-Range', `bytes ${start}-${end}/${stats.size}`);
  }
  reply.header('Content-Length', String(end - start + 1));

  if (request.method === 'HEAD' || stats.size === 0) {
    await handle.close();
    return reply.send();
  }
  return reply.send(handle.createReadStream({ start, end }));
}

/** `GET /media/*`: any file under MEDIA_DIR. Areas mount their own paths with `sendMedia` too. */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    config: { rateLimit: 'media' },
    handler: (request, reply) =>
      sendMedia(request, reply, { root: app.config.mediaDir, path: request.params['*'] }),
  });
}

/**
 * The areas' media mounts the core serves (`servedBy` unset or `core`): each folder on its address,
 * only the kinds of file it names. Traversal attempts get the media helper's 400 whatever their
 * extension.
 */
export function mediaMountRoutes(mounts: readonly MediaMount[]) {
  return async function mountedMedia(app: FastifyInstance): Promise<void> {
    for (const mount of mounts.filter((entry) => (entry.servedBy ?? 'core') === 'core')) {
      const root =
        'media' in mount.from
          ? resolve(app.config.mediaDir, mount.from.media)
          : resolve(repoRoot, mount.from.repository);
      const only = mount.only ?? [];
      app.route<{ Params: { '*': string } }>({
        method: ['GET', 'HEAD'],
        url: `${mount.at}/*`,
        config: { rateLimit: 'media' },
        handler: (request, reply) => {
          const path = request.params['*'];
          const allowed = only.length === 0 || only.some((extension) => path.endsWith(extension));
          if (!allowed && refusedMediaPath(path) === undefined) {
            return sendApiError(reply, 404, `Not found: ${request.method} ${requestPath(request)}`);
          }
          return sendMedia(request, reply, { root, path });
        },
      });
    }
  };
}
