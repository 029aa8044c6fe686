import { applicationLimits } from '@app/contracts';

export interface FileLike {
  name: string;
  type: string;
  size: number;
}

/** The message key of what is wrong with the chosen images (spec: png or jpg, 5 MB each, at most 3), or null. */
export function imageProblem(files: readonly FileLike[]): string | null {
  if (files.length > applicationLimits.maxImages) return 'rw_image_too_many';
  for (const file of files) {
    if (!/^image\/(png|jpe?g)$/i.test(file.type) && !/\.(png|jpe?g)$/i.test(file.name))
      return 'rw_image_invalid';
    if (file.size > applicationLimits.maxImageBytes) return 'rw_image_too_large';
  }
  return null;
}
