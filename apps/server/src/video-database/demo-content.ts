import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { videoFilePathSchema, videoTagSchema } from '@portfolio/contracts';
import { repoRoot } from '../repo-root';
import type { DemoLoader } from '../content/demo-loader';

const demoTagsFile = join(repoRoot, 'content/video-database/demo-tags.json');
const demoTagsSchema = z.record(videoFilePathSchema, z.array(videoTagSchema).min(1));

/** The demo library's first tags, so the lists show tags and their filter from the start. */
export async function readVideoDemoTags(): Promise<Record<string, string[]>> {
  return demoTagsSchema.parse(JSON.parse(await readFile(demoTagsFile, 'utf8')));
}

export const videoDatabaseDemoLoaders: DemoLoader[] = [
  {
    name: 'video-database-demo-tags',
    version: 1,
    async load(trx) {
      const created = new Date().toISOString();
      for (const [path, tags] of Object.entries(await readVideoDemoTags())) {
        // A newer version replaces what it set on these files; the owner's other tags stay.
        await trx
          .deleteFrom('video_tags')
          .where('path', '=', path)
          .where(
            'tag_key',
            'in',
            tags.map((tag) => tag.toLowerCase()),
          )
          .execute();
        await trx
          .insertInto('video_tags')
          .values(tags.map((tag) => ({ path, tag, tag_key: tag.toLowerCase(), created_at: created })))
          .execute();
      }
    },
  },
];
