import { describe, expect, it } from 'vitest';
import { imageProblem } from './application-files';

const png = { name: 'a.png', type: 'image/png', size: 1000 };

describe('application images', () => {
  it('takes up to three png or jpg files of 5 MB', () => {
    expect(imageProblem([png, { ...png, name: 'b.jpg', type: 'image/jpeg' }])).toBeNull();
    expect(imageProblem([png, png, png, png])).toBe('rw_image_too_many');
    expect(imageProblem([{ name: 'a.gif', type: 'image/gif', size: 1 }])).toBe('rw_image_invalid');
    expect(imageProblem([{ ...png, size: 5 * 1024 * 1024 + 1 }])).toBe('rw_image_too_large');
  });
});
