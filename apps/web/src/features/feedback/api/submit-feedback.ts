import { submitFeedback as endpoint } from '@h5/contract/endpoints/feedback.ts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';

interface FeedbackInput {
  content: string;
  images: readonly File[];
}

/** Sends the feedback as multipart: the text part `content` and the image parts (platform-api §4.4, FEEDBACK3). */
export function submitFeedback({ content, images }: FeedbackInput) {
  return request(endpoint, { body: { content }, files: images });
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
