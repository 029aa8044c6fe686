import type { Envelope } from '@app/contracts';

export function ok<T>(value: T, message = 'success'): Envelope<T> {
  return { success: true, value, message };
}

export function failure<T = null>(message: string, value: T | null = null): Envelope<T | null> {
  return { success: false, value, message };
}

/** An error whose message (and optional value, e.g. an ErrorDetail) is safe to show the caller. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
