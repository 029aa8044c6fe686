import { describe, expect, it } from 'vitest';
import { addImageFiles, imageKindOf } from './image-files';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });
const MB = 1024 * 1024;

describe('proof images', () => {
  it('accepts png and jpg by type, or by name when the browser gives no type', () => {
    expect(imageKindOf(file('a.png', 'image/png'))).toBe('png');
    expect(imageKindOf(file('a.jpeg', 'image/jpeg'))).toBe('jpg');
    expect(imageKindOf(file('a.JPG', ''))).toBe('jpg');
    expect(imageKindOf(file('a.gif', 'image/gif'))).toBeNull();
    expect(imageKindOf(file('a.png', 'application/pdf'))).toBeNull();
    expect(imageKindOf(file('notes.txt', ''))).toBeNull();
  });

  it('keeps good files and says why others were left out', () => {
    const result = addImageFiles(
      [],
      [file('a.png', 'image/png'), file('b.pdf', 'application/pdf'), file('c.jpg', 'image/jpeg', 6 * MB)],
    );
    expect(result.files.map((f) => f.name)).toEqual(['a.png']);
    expect(result.problems.map((p) => p.key)).toEqual(['proof_invalid', 'proof_too_large']);
  });

  it('allows exactly 5 MB and at most 3 images in all', () => {
    const first = addImageFiles([], [file('a.png', 'image/png', 5 * MB), file('b.png', 'image/png')]);
    expect(first.problems).toEqual([]);
    const second = addImageFiles(first.files, [file('c.png', 'image/png'), file('d.png', 'image/png')]);
    expect(second.files.map((f) => f.name)).toEqual(['a.png', 'b.png', 'c.png']);
    expect(second.problems).toEqual([{ key: 'proof_too_many' }]);
  });
});
