/**
 * RFC 4180 CSV reader: comma-separated fields, optional double quotes (a doubled quote inside is a
 * quote), CRLF or LF line ends, a leading BOM ignored, blank lines skipped.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
  };

  for (; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') endField();
    else if (char === '\n') endRecord();
    else if (char === '\r') {
      if (text[i + 1] !== '\n') endRecord();
    } else field += char;
  }
  if (quoted) throw new Error('unterminated quoted field');
  if (field !== '' || record.length > 0) endRecord();
  return records;
}
