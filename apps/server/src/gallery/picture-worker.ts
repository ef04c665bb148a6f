import sharp from 'sharp';
import type { PictureAnswerMessage, PictureJob, PictureJobMessage } from './picture-jobs';
import { readAverageColour, readPictureShape, writeCopy } from './picture-work';
import { limitSharp } from './sharp-limits';

// The picture process: started by the server (picture-process.ts) when the gallery has picture
// work, ended by it when idle. It answers each job on the IPC channel and ends with the channel.

limitSharp();

function send(message: PictureAnswerMessage): void {
  process.send?.(message);
}

async function work(job: PictureJob): Promise<unknown> {
  switch (job.kind) {
    case 'shape':
      return (await readPictureShape(job.file)) ?? null;
    case 'colour':
      return (await readAverageColour(job.file)) ?? null;
    case 'copy':
      await writeCopy(job.source, job.target, job.width);
      return null;
    case 'limits':
      return { concurrency: sharp.concurrency(), cache: sharp.cache() };
  }
}

process.on('message', (message: PictureJobMessage) => {
  work(message).then(
    (value) => send({ id: message.id, value }),
    (error: unknown) =>
      send({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
// The server ended the channel (it is idle, closing or gone): nothing more will be asked.
process.on('disconnect', () => process.exit(0));
send({ ready: true });
