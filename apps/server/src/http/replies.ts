import { apiErrorSchema, apiSuccessSchema } from '@vitae/schema';
import type { z } from 'zod';

/** Response schemas of a route: its success envelope and the error envelope for every failure. */
export function replies<T extends z.ZodType>(status: 200 | 201, data: T) {
  return { [status]: apiSuccessSchema(data), '4xx': apiErrorSchema, '5xx': apiErrorSchema } as {
    [K in typeof status]: ReturnType<typeof apiSuccessSchema<T>>;
  } & { '4xx': typeof apiErrorSchema; '5xx': typeof apiErrorSchema };
}

export const bearer = [{ bearerAuth: [] }];
