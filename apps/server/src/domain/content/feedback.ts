import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ApiError } from '../errors.ts';
import { pageInfo, type Paging } from '../paging.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import type { MemberContentRepository } from './member-content-repository.ts';

/** Feedback images live next to the database, never under a served folder (`/m`, `/cdn`). */
export function feedbackDir(databasePath: string): string {
  return join(dirname(databasePath), 'feedback-images');
}

/** Feedback a member may send per hour: enough for real reports, not for filling the disk with images. */
export const FEEDBACK_PER_MEMBER_HOUR = 10;
const HOUR_MS = 3_600_000;

const EXTENSIONS: Readonly<Record<string, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/** An image sent with feedback, its media type told by its content. */
export interface FeedbackImage {
  readonly mediaType: string;
  readonly data: Uint8Array;
}

/**
 * Stores a member's feedback: the row and its image rows in one unit of work, the files (server-made names,
 * owner-only permissions) written inside it, so a failure anywhere removes the files already written and leaves
 * no row. `content` and the files were checked by the contract (text 1-140 after trimming; count, size and
 * type by content). Beyond FEEDBACK_PER_MEMBER_HOUR in the last hour: `request.too.many`, nothing stored.
 */
export async function submitFeedback(
  work: UnitOfWork<{ content: MemberContentRepository }>,
  dir: string,
  memberId: number,
  text: string,
  files: readonly FeedbackImage[],
  now = Date.now(),
): Promise<{ id: number; createTime: number; imageCount: number }> {
  const written: string[] = [];
  try {
    return await work.run(async ({ content }) => {
      const recent = await content.feedbackCountSince(memberId, now - HOUR_MS);
      if (recent >= FEEDBACK_PER_MEMBER_HOUR) throw new ApiError('tooManyRequests');
      const id = await content.insertFeedback(memberId, text, now);
      if (files.length > 0) await mkdir(dir, { recursive: true, mode: 0o700 });
      for (const file of files) {
        const extension = EXTENSIONS[file.mediaType];
        if (extension === undefined) throw new Error(`No extension for ${file.mediaType}`);
        const fileName = `${randomBytes(16).toString('hex')}.${extension}`;
        const path = join(dir, fileName);
        // `wx`: never overwrite an existing file, whatever the odds of a name clash.
        await writeFile(path, file.data, { flag: 'wx', mode: 0o600 });
        written.push(path);
        await content.insertFeedbackImage({
          feedbackId: id,
          fileName,
          mediaType: file.mediaType as 'image/png' | 'image/jpeg',
          sizeBytes: file.data.length,
          sha256: createHash('sha256').update(file.data).digest('hex'),
        });
      }
      return { id, createTime: now, imageCount: files.length };
    });
  } catch (error) {
    await Promise.all(written.map((path) => rm(path, { force: true })));
    throw error;
  }
}

/** The member's own feedback, newest first. */
export async function listFeedback(content: MemberContentRepository, memberId: number, paged: Paging) {
  const total = await content.countFeedback(memberId);
  const rows = await content.feedbackPage(memberId, paged);
  return {
    list: rows.map((row) => ({
      id: row.id,
      content: row.content,
      createTime: row.created_at,
      imageCount: row.image_count,
    })),
    ...pageInfo(paged, total),
  };
}
