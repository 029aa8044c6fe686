import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.js';

describe('parseCsv', () => {
  it('reads plain and quoted fields, doubled quotes, commas and line breaks inside quotes', () => {
    const text = '\ufeffa,b,c\r\n1,"two, too","say ""hi"""\n"multi\nline",,x\n\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['1', 'two, too', 'say "hi"'],
      ['multi\nline', '', 'x'],
    ]);
  });

  it('keeps the last record without a trailing newline and refuses an unterminated quote', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(() => parseCsv('a\n"open')).toThrow(/unterminated/);
  });

  it('reads Bengali text unchanged', () => {
    expect(parseCsv('name_bn\nসোনালি বাঘ\n')).toEqual([['name_bn'], ['সোনালি বাঘ']]);
  });
});
