import type { Envelope } from '@app/contracts';

export function ok<T>(value: T, message = 'success'): Envelope<T> {
  return { success: true, value, message };
}

export function failure(message: string): Envelope<null> {
  return { success: false, value: null, message };
}

/** An error whose message is safe to show the caller. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
