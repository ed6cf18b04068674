import type { FastifyReply } from 'fastify';
import type { ErrorCode } from '@h5/contract/error-codes.ts';

export interface SuccessBody<T> {
  success: true;
  value: T;
}

export interface FailureBody {
  success: false;
  errorCode: ErrorCode;
  message: string;
  value?: unknown;
}

export function success<T>(value: T): SuccessBody<T> {
  return { success: true, value };
}

export function failure(errorCode: ErrorCode, message: string, value?: unknown): FailureBody {
  return value === undefined
    ? { success: false, errorCode, message }
    : { success: false, errorCode, message, value };
}

/** Every failure leaves as JSON, whatever a static or docs route may have set before it failed. */
export function sendFailure(reply: FastifyReply, status: number, body: FailureBody): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .removeHeader('content-encoding')
    .removeHeader('content-disposition')
    .send(body);
}
