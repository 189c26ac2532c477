/**
 * Text a spreadsheet would read as a formula (= + - @) or that hides what follows (tab, carriage
 * return): OWASP's CSV-injection list. Such a field gets a leading apostrophe, which spreadsheets
 * show as text and do not run.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): a field holding a comma, a double quote or a line break is quoted, its
 * quotes doubled. Numbers are written as they are; only text can carry a formula.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of fields as CSV text, every row ended by CRLF as RFC 4180 has it. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
