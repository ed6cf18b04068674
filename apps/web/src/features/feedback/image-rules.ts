import { checkImage, type ImageProblem } from '../../lib/files/image-check.ts';
import { FEEDBACK_MAX_CHARS, FEEDBACK_MAX_IMAGE_BYTES, FEEDBACK_MAX_IMAGES } from './constants.ts';

export type { ImageProblem } from '../../lib/files/image-check.ts';
export { sniffImageType } from '../../lib/files/image-check.ts';

/**
 * Why a chosen image cannot be sent, checked before any upload: more than the allowed count, more than 5 MB, or not
 * a PNG/JPEG by content (a renamed file is refused as the server would refuse it).
 */
export function imageProblem(file: File, alreadyChosen: number): Promise<ImageProblem | null> {
  return checkImage(file, alreadyChosen, {
    maxImages: FEEDBACK_MAX_IMAGES,
    maxImageBytes: FEEDBACK_MAX_IMAGE_BYTES,
  });
}

/** Feedback text length as the user sees it: code points, so an emoji counts once. */
export function textLength(text: string): number {
  return Array.from(text).length;
}

/** Empty (after trimming) or longer than the limit. */
export function textProblem(text: string): 'empty' | 'tooLong' | null {
  if (text.trim() === '') return 'empty';
  return textLength(text) > FEEDBACK_MAX_CHARS ? 'tooLong' : null;
}
