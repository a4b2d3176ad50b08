/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A text cell a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a leading
 * apostrophe: a buyer's name "=HYPERLINK(…)" stays text in the admin's spreadsheet (OWASP's
 * advice on CSV injection). Numbers are written as they are.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (cells: Array<string | number | boolean | null | undefined>) =>
  `${cells.map(csvCell).join(',')}\r\n`;
