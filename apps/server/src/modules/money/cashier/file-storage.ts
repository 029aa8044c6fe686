import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. The default is a folder; an object store can implement the same two calls. */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
}

const safeKey = /^[a-z0-9-]+(\/[A-Za-z0-9._-]+)+$/;

export function createFolderStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    if (!safeKey.test(key) || key.includes('..')) throw new Error(`unsafe storage key ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes, { flag: 'wx' });
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
