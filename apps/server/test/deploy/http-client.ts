import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** What a server or proxy answered, read whole. */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /**
   * The loopback address the request leaves from (any 127.x.y.z works on Linux): the address the
   * proxy, or a server asked directly, sees as the visitor's.
   */
  from?: string;
  /** The certificate to trust for https addresses (the test's own). */
  ca?: string;
}

/**
 * One real HTTP(S) request over its own connection (no pooling, so every request is a fresh
 * visitor connection and a killed server cannot leave a stale one behind). Rejects only when no
 * answer arrived: a refused or reset connection.
 */
export function send(url: string, options: SendOptions = {}): Promise<Answer> {
  const target = new URL(url);
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  // Every write says it is JSON, bodiless ones too, as the site’s client does (decision 075).
  const headers: Record<string, string> = {
    ...(method === 'GET' || method === 'HEAD' ? {} : { 'content-type': 'application/json' }),
    ...options.headers,
  };
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      target,
      {
        method,
        headers,
        agent: false,
        ...(options.from ? { localAddress: options.from } : {}),
        ...(options.ca ? { ca: options.ca } : {}),
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The `name=value` part of the answer's first Set-Cookie header. */
export function cookieOf(answer: Answer): string {
  const first = answer.headers['set-cookie']?.[0];
  if (!first) throw new Error(`the answer set no cookie: ${answer.status} ${answer.body}`);
  return first.split(';')[0] ?? '';
}
