const plainNumber = /^-?\d+(\.\d+)?$/;

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a leading = + - @ is defused
 * (plain numbers such as -30.00 stay numbers).
 */
export function csvCell(value: unknown): string {
  const text =
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  // A leading = + - @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(text) && !plainNumber.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV document (RFC 4180 line ends) of a header line and rows. */
export function csvText(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
