import { sendSupportMessage as endpoint } from '@h5/contract/endpoints/support.ts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api/request.ts';

export interface SupportMessageInput {
  content: string;
  images: readonly File[];
  /** One per message the player means to send, kept for its retries: the server stores it once. */
  requestId: string;
  /** Guests only. */
  conversationKey?: string;
  /** A guest's first message only. */
  contact?: string;
}

/** Sends the message as multipart: the text parts and the screenshots (`images`). */
export function sendSupportMessage({ images, ...fields }: SupportMessageInput) {
  return request(endpoint, { body: fields, files: images });
}

export function useSendSupportMessage() {
  return useMutation({ mutationFn: sendSupportMessage });
}
