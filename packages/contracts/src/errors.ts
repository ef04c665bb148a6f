import { z } from 'zod';

/** Every error answer of the server: `{ message, status, error }`. */
export const apiErrorSchema = z.object({
  message: z.string(),
  status: z.number().int(),
  error: z.string(),
  /** Present on validation errors: the field that was wrong. */
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
