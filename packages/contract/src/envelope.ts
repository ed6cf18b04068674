import * as z from 'zod/mini';

/** platform-api.md §3: every JSON answer is this envelope. */
export function successEnvelope<T extends z.core.$ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

export const failureEnvelope = z.object({
  success: z.literal(false),
  errorCode: z.string(),
  message: z.string(),
  value: z.optional(z.unknown()),
});
export type FailureEnvelope = z.infer<typeof failureEnvelope>;

/** Parses only the outer shape; the value is checked against the endpoint's own schema afterwards. */
export const anyEnvelope = z.union([
  z.object({ success: z.literal(true), value: z.unknown() }),
  failureEnvelope,
]);
export type AnyEnvelope = z.infer<typeof anyEnvelope>;
