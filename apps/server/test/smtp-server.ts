import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach } from 'vitest';

export interface TestSmtpServer {
  port: number;
  /** Each message taken: its recipients, a line break, its data. */
  received: string[];
  /** Set to refuse the messages' data with this SMTP reply, as a spam filter would; null takes them. */
  refusing: { code: number; text: string } | null;
  close: () => Promise<void>;
}

/** A real SMTP server on loopback that signs in anyone over plain text (loopback only). */
export async function startSmtpServer(refusing: TestSmtpServer['refusing'] = null): Promise<TestSmtpServer> {
  const state: Omit<TestSmtpServer, 'port' | 'close'> = { received: [], refusing };
  const smtp = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const refuse = server.refusing;
        if (refuse) {
          callback(Object.assign(new Error(refuse.text), { responseCode: refuse.code }));
          return;
        }
        server.received.push(`${session.envelope.rcptTo.map((to) => to.address).join(',')}\n${data}`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const server: TestSmtpServer = Object.assign(state, {
    port: (smtp.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  });
  return server;
}

/** A loopback port nothing listens on: taken, then let go. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Starts SMTP servers for the tests of the surrounding file, each closed after its test. */
export function smtpServersClosedAfterEachTest(): (
  refusing?: TestSmtpServer['refusing'],
) => Promise<TestSmtpServer> {
  const started: TestSmtpServer[] = [];
  afterEach(async () => {
    for (const server of started.splice(0)) await server.close();
  });
  return async (refusing = null) => {
    const server = await startSmtpServer(refusing);
    started.push(server);
    return server;
  };
}
