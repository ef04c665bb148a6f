import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// The outbox folder (decision 088): without SMTP_URL the owner's mail is delivered here as .eml
// files, one per message, named so that names sort oldest first. Every file in it is sent mail;
// what waits to be sent lives in the database queue. The folder is kept within the outbox's cap by
// deleting its oldest files first.

export interface OutboxFile {
  name: string;
  bytes: number;
}

export interface Room {
  messages: number;
  bytes: number;
}

/** A file name that sorts by the time the message was queued, and is the same on every retry. */
export function outboxFileName(createdAt: string, id: string): string {
  return `${createdAt.replace(/[:.]/g, '-')}-${id}.eml`;
}

export class OutboxFolder {
  constructor(readonly dir: string) {}

  /** The messages in the folder, oldest first. */
  async files(): Promise<OutboxFile[]> {
    let names: string[];
    try {
      names = (await readdir(this.dir)).filter((name) => name.endsWith('.eml')).sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const files: OutboxFile[] = [];
    for (const name of names) {
      try {
        files.push({ name, bytes: (await stat(join(this.dir, name))).size });
      } catch {
        // Deleted meanwhile (by the owner, or another prune): nothing to count.
      }
    }
    return files;
  }

  /**
   * Deletes the oldest files until the folder holds at most `room` (which may be zero or less:
   * then every file goes). Answers how many it deleted.
   */
  async pruneTo(room: Room): Promise<number> {
    const files = await this.files();
    let messages = files.length;
    let bytes = files.reduce((sum, file) => sum + file.bytes, 0);
    let deleted = 0;
    for (const file of files) {
      if (messages <= Math.max(0, room.messages) && bytes <= Math.max(0, room.bytes)) break;
      try {
        await unlink(join(this.dir, file.name));
        deleted += 1;
      } catch {
        // Already gone.
      }
      messages -= 1;
      bytes -= file.bytes;
    }
    return deleted;
  }

  /** Writes one message whole: a reader never sees half a file, and a retry replaces it. */
  async write(name: string, data: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const partial = join(this.dir, `.${name}.partial`);
    await writeFile(partial, data);
    await rename(partial, join(this.dir, name));
  }
}
