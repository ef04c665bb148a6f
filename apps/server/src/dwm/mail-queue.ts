import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../errors';
import type { Delivery, OwnerMailer } from './mailer';
import { SmtpFailure } from './mailer';
import { type OutboxFolder, outboxFileName, type Room } from './outbox-folder';
import type { DwmMailTable } from './tables';

// The owner's mail queue (decision 088). Every message is first a row in `dwm_mail`, written in
// the transaction of what caused it (a booking's notification in the booking's own), and then
// sent by the server: through SMTP_URL, or, without it, into the outbox folder. A message the
// mail server does not take stays queued and is tried again, across restarts and servers, with
// growing pauses. Queued messages and the outbox folder's sent copies share one cap; the oldest
// sent copies make room first, and when queued mail alone fills it new mail is refused (503),
// never dropped.

export interface MailState {
  state: 'queued' | 'sent';
  delivery: Delivery | null;
  /** Why the last attempt failed, while the message waits. */
  problem: string | null;
  sentAt: string | null;
}

export interface NewMail {
  kind: DwmMailTable['kind'];
  subject: string;
  raw: Buffer;
  bookingId?: string;
}

export interface QueueLimits {
  maxMessages: number;
  maxBytes: number;
}

/** How long a sender holds a claimed message before another may try it: past the SMTP timeouts. */
const claimMs = 2 * 60 * 1000;
/** Pauses between attempts: 30 s, doubling, at most an hour. */
export const retryDelayMs = (attempts: number) =>
  Math.min(60 * 60 * 1000, 30_000 * 2 ** Math.max(0, attempts - 1));
/** How often the queue looks for messages due again. */
const sweepMs = 30_000;
/** Sent messages are remembered this long (their state can be asked), then forgotten. */
const keepSentMs = 30 * 24 * 60 * 60 * 1000;

function stateOf(row: Pick<DwmMailTable, 'sent_at' | 'delivery' | 'problem'>): MailState {
  return {
    state: row.sent_at === null ? 'queued' : 'sent',
    delivery: row.delivery,
    problem: row.problem,
    sentAt: row.sent_at,
  };
}

export const mailIsFullMessage =
  "The host's mail is not going out at the moment and the server's outbox is full, so new " +
  'bookings and messages wait until it is sent. Please try again later.';

export class OwnerMailQueue {
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;
  private drainAgain = false;
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly mailer: OwnerMailer,
    /** The folder mail is delivered to without SMTP_URL; undefined with it. */
    private readonly folder: OutboxFolder | undefined,
    private readonly limits: QueueLimits,
    private readonly log: FastifyBaseLogger,
  ) {}

  private async unsent(exceptId?: string): Promise<Room> {
    let query = this.db
      .selectFrom('dwm_mail')
      .select((eb) => [eb.fn.countAll().as('messages'), eb.fn.sum('bytes').as('bytes')])
      .where('sent_at', 'is', null);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    const row = await query.executeTakeFirstOrThrow();
    return { messages: Number(row.messages), bytes: Number(row.bytes ?? 0) };
  }

  /** Deletes the folder's oldest sent copies until `incoming` fits beside the queued mail. */
  private async pruneFolder(unsent: Room, incoming: Room): Promise<void> {
    if (!this.folder) return;
    const deleted = await this.folder.pruneTo({
      messages: this.limits.maxMessages - unsent.messages - incoming.messages,
      bytes: this.limits.maxBytes - unsent.bytes - incoming.bytes,
    });
    if (deleted > 0)
      this.log.info(
        { deleted },
        'the oldest sent mail was deleted from the outbox to keep it within its cap',
      );
  }

  /**
   * Makes room for one more message of about `bytes`: the oldest sent copies go first. Refuses
   * (503) when the mail still waiting to be sent leaves no room, rather than drop any of it.
   */
  async makeRoom(bytes: number): Promise<void> {
    const unsent = await this.unsent();
    if (unsent.messages + 1 > this.limits.maxMessages || unsent.bytes + bytes > this.limits.maxBytes) {
      this.log.warn({ unsent }, 'the outbox is full of mail not yet sent: new mail is refused');
      throw new HttpError(503, mailIsFullMessage);
    }
    await this.pruneFolder(unsent, { messages: 1, bytes });
  }

  /** Adds a message to the queue, in the caller's transaction; answers its id. */
  async add(trx: Kysely<Database>, mail: NewMail, now = new Date()): Promise<string> {
    const id = randomUUID();
    await trx
      .insertInto('dwm_mail')
      .values({
        id,
        booking_id: mail.bookingId ?? null,
        kind: mail.kind,
        subject: mail.subject,
        message: mail.raw.toString('utf8'),
        bytes: mail.raw.length,
        created_at: now.toISOString(),
        next_attempt_at: now.toISOString(),
        attempts: 0,
        sent_at: null,
        delivery: null,
        problem: null,
      })
      .execute();
    return id;
  }

  /** A message's state, found by its id or, for a booking's notification, by the booking's. */
  async state(key: { id: string } | { bookingId: string }): Promise<MailState | undefined> {
    const query = this.db.selectFrom('dwm_mail').select(['sent_at', 'delivery', 'problem']);
    const row = await (
      'id' in key ? query.where('id', '=', key.id) : query.where('booking_id', '=', key.bookingId)
    ).executeTakeFirst();
    return row && stateOf(row);
  }

  /** Tries to send one queued message now; answers its state afterwards. Never throws for a failed send. */
  sendNow(id: string): Promise<MailState | undefined> {
    const attempt = this.attempt(id);
    this.running.add(attempt);
    const forget = () => this.running.delete(attempt);
    attempt.then(forget, forget);
    return attempt;
  }

  private async attempt(id: string): Promise<MailState | undefined> {
    const now = new Date();
    const row = await this.db.selectFrom('dwm_mail').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || row.sent_at !== null) return row && stateOf(row);
    // Claimed by pushing its next attempt on: another server (or sweep) sees it taken.
    const claimed = await this.db
      .updateTable('dwm_mail')
      .set({ next_attempt_at: new Date(now.getTime() + claimMs).toISOString(), attempts: row.attempts + 1 })
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '=', row.next_attempt_at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return this.state({ id });
    const raw = Buffer.from(row.message, 'utf8');
    try {
      let delivery: Delivery;
      if (this.folder) {
        await this.pruneFolder(await this.unsent(id), { messages: 1, bytes: raw.length });
        await this.folder.write(outboxFileName(row.created_at, row.id), raw);
        delivery = 'outbox';
      } else {
        await this.mailer.sendBySmtp(raw);
        delivery = 'smtp';
      }
      const sentAt = new Date().toISOString();
      await this.db
        .updateTable('dwm_mail')
        .set({ sent_at: sentAt, delivery, message: '', problem: null })
        .where('id', '=', id)
        .execute();
      return { state: 'sent', delivery, problem: null, sentAt };
    } catch (error) {
      const problem =
        error instanceof SmtpFailure
          ? error.message
          : `the outbox could not be written (${(error as NodeJS.ErrnoException).code ?? 'unknown error'})`;
      const next = new Date(Date.now() + retryDelayMs(row.attempts + 1));
      await this.db
        .updateTable('dwm_mail')
        .set({ next_attempt_at: next.toISOString(), problem })
        .where('id', '=', id)
        .execute();
      this.log[row.attempts === 0 ? 'error' : 'warn'](
        { problem, mailId: id, attempts: row.attempts + 1, nextAttemptAt: next.toISOString() },
        'a message to the owner was not sent; it stays queued and is tried again',
      );
      return { state: 'queued', delivery: null, problem, sentAt: null };
    }
  }

  /** Sends every message that is due, in the background; a call while one runs makes it look again. */
  kick(): void {
    if (this.draining) {
      this.drainAgain = true;
      return;
    }
    this.draining = (async () => {
      do {
        this.drainAgain = false;
        await this.sendDue();
      } while (this.drainAgain);
    })()
      .catch((error: unknown) => this.log.error({ err: error }, 'the mail queue could not be read'))
      .finally(() => {
        this.draining = undefined;
      });
  }

  private async sendDue(): Promise<void> {
    const now = new Date().toISOString();
    const due = await this.db
      .selectFrom('dwm_mail')
      .select('id')
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .orderBy('created_at')
      .limit(50)
      .execute();
    for (const { id } of due) await this.sendNow(id);
    await this.db
      .deleteFrom('dwm_mail')
      .where('sent_at', '<', new Date(Date.now() - keepSentMs).toISOString())
      .execute();
  }

  /** Sends what is due at once (what a stopped server left) and then looks again every half minute. */
  start(): void {
    this.kick();
    this.timer = setInterval(() => this.kick(), sweepMs);
    this.timer.unref();
  }

  /** Stops looking and waits for the sends under way, so none is cut off by the database closing. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.draining;
    await Promise.allSettled([...this.running]);
  }
}
