/** The constraint a unique violation (SQLSTATE 23505) hit, from either driver; null for any other error. */
export function uniqueViolation(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' ? (typeof constraint === 'string' ? constraint : '') : null;
}
