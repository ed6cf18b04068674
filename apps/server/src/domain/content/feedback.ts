import { createHash, randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ApiError } from '../errors.ts';
import { pageInfo, type Paging } from '../paging.ts';
import type { UnitOfWork } from '../unit-of-work.ts';
import type { MemberContentRepository } from './member-content-repository.ts';

/**
 * Where feedback images were kept before their bytes moved into the database (migration 0011): next to the SQLite
 * file. Read once at start by `moveFeedbackFilesIntoDatabase`; nothing is written there any more.
 */
export function feedbackDir(databasePath: string): string {
  return join(dirname(databasePath), 'feedback-images');
}

/** Feedback a member may send per hour: enough for real reports, not for filling the database with images. */
export const FEEDBACK_PER_MEMBER_HOUR = 10;
const HOUR_MS = 3_600_000;

const EXTENSIONS: Readonly<Record<string, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/** An image sent with feedback, its media type told by its content. */
export interface FeedbackImage {
  readonly mediaType: string;
  readonly data: Uint8Array;
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * Stores a member's feedback: the row and its images (their bytes in the database, so that every instance of the
 * server sees them) in one unit of work. `content` and the files were checked by the contract (text 1-140 after
 * trimming; count, size and type by content). Beyond FEEDBACK_PER_MEMBER_HOUR in the last hour:
 * `request.too.many`, nothing stored.
 */
export async function submitFeedback(
  work: UnitOfWork<{ content: MemberContentRepository }>,
  memberId: number,
  text: string,
  files: readonly FeedbackImage[],
  now = Date.now(),
): Promise<{ id: number; createTime: number; imageCount: number }> {
  return work.run(async ({ content }) => {
    const recent = await content.feedbackCountSince(memberId, now - HOUR_MS);
    if (recent >= FEEDBACK_PER_MEMBER_HOUR) throw new ApiError('tooManyRequests');
    const id = await content.insertFeedback(memberId, text, now);
    for (const file of files) {
      const extension = EXTENSIONS[file.mediaType];
      if (extension === undefined) throw new Error(`No extension for ${file.mediaType}`);
      await content.insertFeedbackImage({
        feedbackId: id,
        // A unique name an operator's export can save the image under.
        fileName: `${randomBytes(16).toString('hex')}.${extension}`,
        mediaType: file.mediaType as 'image/png' | 'image/jpeg',
        sizeBytes: file.data.length,
        sha256: sha256(file.data),
        data: file.data,
      });
    }
    return { id, createTime: now, imageCount: files.length };
  });
}

/**
 * Moves the images of rows written before migration 0011 from `dir` into their rows, then deletes the files; run at
 * start, before the server listens. A file that is missing or whose bytes do not match the row's SHA-256 is left
 * where it is and reported, its row unchanged. Answers how many moved and which could not.
 */
export async function moveFeedbackFilesIntoDatabase(
  content: MemberContentRepository,
  dir: string,
): Promise<{ moved: number; problems: string[] }> {
  const problems: string[] = [];
  let moved = 0;
  const skipped = new Set<number>();
  for (;;) {
    const rows = (await content.feedbackImagesWithoutData(skipped.size + 100)).filter(
      (r) => !skipped.has(r.id),
    );
    if (rows.length === 0) return { moved, problems };
    for (const row of rows) {
      const path = join(dir, row.file_name);
      const data = await readFile(path).catch(() => null);
      if (data === null || sha256(data) !== row.sha256) {
        problems.push(`${path}: ${data === null ? 'missing' : 'does not match its SHA-256'}`);
        skipped.add(row.id);
        continue;
      }
      await content.setFeedbackImageData(row.id, data);
      await rm(path, { force: true });
      moved += 1;
    }
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
