import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv.js';

describe('csv', () => {
  it('quotes commas, quotes and line breaks, and keeps Bengali as it is', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('বিকাশ')).toBe('বিকাশ');
    expect(csvCell('বিকাশ, "নগদ"')).toBe('"বিকাশ, ""নগদ"""');
  });

  it('defuses spreadsheet formulas but keeps negative numbers', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('-30.00')).toBe('-30.00');
    expect(csvCell('-1+2')).toBe("'-1+2");
  });

  it('writes empty cells for null, numbers as they are, objects as JSON, and CRLF lines', () => {
    expect(csvText(['a', 'b', 'c'], [[null, 3, { k: 'v' }]])).toBe('a,b,c\r\n,3,"{""k"":""v""}"\r\n');
  });
});
