import { z } from 'zod';

/** One error of a bad input: where (dotted path) and what. */
export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });

/** Every failing answer: the HTTP status is repeated as statusCode. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  data: z.null(),
  message: z.string(),
  success: z.literal(false),
  errors: z.array(fieldErrorSchema).optional(),
});

/** A refused write that answers what is there now: 409 with the current state in `data`. */
export const apiConflictSchema = <T extends z.ZodType>(data: T) => apiErrorSchema.extend({ data });

/** Every successful answer wraps its data the same way. */
export const apiSuccessSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    statusCode: z.number().int(),
    data,
    message: z.string(),
    success: z.literal(true),
  });

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ApiError = z.infer<typeof apiErrorSchema>;
export type ApiSuccess<T> = { statusCode: number; data: T; message: string; success: true };
