/** React-query keys of the console: everything under one root, so signing out forgets it all. */
export const opsKeys = {
  all: ['ops'] as const,
  of: (name: string, input?: object) => ['ops', name, input ?? {}] as const,
};
