import { z } from 'zod';

/** Every API response body: `{ success, value, message }`. */
export interface Envelope<T> {
  success: boolean;
  value: T;
  message: string;
}

export function envelopeSchema<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.boolean(),
    value,
    message: z.string(),
  });
}

export const errorEnvelopeSchema = envelopeSchema(z.null());

/** The value of a success that answers nothing more. */
export const noValueSchema = z.null();
