import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { pageParam, sizeParam } from './messages.ts';

/** Lobby spec §5 and §9 (dictionary limits): feedback text and images. */
export const FEEDBACK_LIMITS = {
  /** Characters of the text, counted after trimming. */
  maxChars: 140,
  maxImages: 3,
  /** 5 MB per image. */
  maxImageBytes: 5 * 1024 * 1024,
  /** PNG or JPEG, told by the file's content. */
  imageTypes: ['image/png', 'image/jpeg'],
} as const;

/**
 * platform-api §4.4 `/wps/feedback` (PUT, FEEDBACK3). `multipart/form-data`: a text part `content` and up to
 * three file parts `images`.
 */
export const submitFeedback = defineEndpoint({
  name: 'submitFeedback',
  summary:
    'Feedback of the member: text (1-140 characters, trimmed) and up to 3 PNG/JPEG images of at most 5 MB each (multipart)',
  group: 'content',
  path: '/wps/feedback',
  method: 'PUT',
  alsoAccepts: ['POST'],
  moduleId: 'FEEDBACK3',
  encrypted: false,
  token: 'required',
  bodyType: 'multipart',
  body: z.object({
    content: z.string().check(z.trim(), z.minLength(1), z.maxLength(FEEDBACK_LIMITS.maxChars)),
  }),
  files: {
    field: 'images',
    maxCount: FEEDBACK_LIMITS.maxImages,
    maxBytes: FEEDBACK_LIMITS.maxImageBytes,
    mediaTypes: FEEDBACK_LIMITS.imageTypes,
  },
  response: z.object({ id: z.number(), createTime: z.number(), imageCount: z.number() }),
});

export const feedbackItem = z.object({
  id: z.number(),
  content: z.string(),
  createTime: z.number(),
  imageCount: z.number(),
});

export const getFeedbackList = defineEndpoint({
  name: 'getFeedbackList',
  summary: 'The member’s own feedback, newest first, paged (page from 1, size 1-50, default 10)',
  group: 'content',
  path: '/wps/feedback/list',
  method: 'GET',
  moduleId: 'FEEDBACK3',
  encrypted: false,
  token: 'required',
  query: z.object({ page: z.optional(pageParam), size: z.optional(sizeParam) }),
  response: z.object({
    list: z.array(feedbackItem),
    page: z.number(),
    size: z.number(),
    total: z.number(),
    totalPages: z.number(),
  }),
});
