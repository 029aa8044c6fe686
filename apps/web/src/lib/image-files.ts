import { proofImageLimits } from '@app/contracts';

/** A problem with a picked file, as the server's message key. */
export interface FileProblem {
  key: 'proof_invalid' | 'proof_too_large' | 'proof_too_many';
}

/** The fields of a File the checks read (File itself in the browser; plain objects in tests). */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

const imageTypes: Record<string, 'png' | 'jpg'> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
};
const extensions: Record<string, 'png' | 'jpg'> = { png: 'png', jpg: 'jpg', jpeg: 'jpg' };

/** png or jpg, by the browser's type or, when it gives none, the file name. */
export function imageKindOf(file: FileLike): 'png' | 'jpg' | null {
  if (file.type) return imageTypes[file.type.toLowerCase()] ?? null;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return extensions[extension] ?? null;
}

export interface ImageSelection<T extends FileLike> {
  /** The files kept: the ones chosen before, then the new ones that pass, at most 3. */
  files: T[];
  /** One message per refused file kind of problem (in the order found). */
  problems: FileProblem[];
}

/**
 * Adds chosen files to the ones already picked (spec: png or jpg, 5 MB each, at most 3 images; proofs, feedback, chat).
 * Files that break a rule are left out with the server's message key; the rest are kept.
 */
export function addImageFiles<T extends FileLike>(
  current: readonly T[],
  added: readonly T[],
): ImageSelection<T> {
  const files = [...current];
  const problems = new Map<string, FileProblem>();
  for (const file of added) {
    if (!imageKindOf(file)) problems.set('proof_invalid', { key: 'proof_invalid' });
    else if (file.size > proofImageLimits.maxBytes)
      problems.set('proof_too_large', { key: 'proof_too_large' });
    else if (file.size === 0) problems.set('proof_invalid', { key: 'proof_invalid' });
    else if (files.length >= proofImageLimits.maxFiles)
      problems.set('proof_too_many', { key: 'proof_too_many' });
    else files.push(file);
  }
  return { files, problems: [...problems.values()] };
}
