import Papa from 'papaparse';
import type { CalendarDay } from '#contract/calendar.ts';
import { formatDate } from './dates.ts';

/**
 * A spreadsheet for Excel in pt-BR (issue 23 §4): this module loads papaparse, so it is imported on demand, when a
 * person exports, never with a screen.
 */

/** What a cell of an export holds: text as it is, a number in pt-BR, an instant as its day; nothing is an empty cell. */
export type CsvValue = string | number | Date | null | undefined;

/** Excel in pt-BR splits on semicolons: the comma is the decimal separator there. */
const DELIMITER = ';';
/** Without the byte order mark, Excel reads UTF-8 as Windows-1252 and "Condomínio" comes out as "CondomÃ­nio". */
const BYTE_ORDER_MARK = '\uFEFF';
/** What a spreadsheet reads as the start of a formula (OWASP, CSV injection), tab and carriage return included. */
const FORMULA_START = /^[=+\-@\t\r]/;

// No grouping: an apartment numbered 1203 must not read "1.203". The comma stays the decimal separator.
const number = new Intl.NumberFormat('pt-BR', { useGrouping: false, maximumFractionDigits: 20 });

/**
 * A cell's text. Text that a spreadsheet would run as a formula ("=HYPERLINK(…)" typed as a name) gets a leading
 * apostrophe, so it is shown, not run; numbers are the export's own and stay numbers, the negative ones too.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? number.format(value) : '';
  if (value instanceof Date) return formatDate(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * The file's text: the header and one line a row, separated by semicolons, lines ended by CRLF, and a field quoted
 * (its quotes doubled) when it holds a semicolon, a quote, a line break or spaces at its ends.
 */
export function csvText(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const table = [header.map(csvCell), ...rows.map((row) => row.map(csvCell))];
  return BYTE_ORDER_MARK + Papa.unparse(table, { delimiter: DELIMITER, newline: '\r\n', quotes: false, escapeFormulae: false }) + '\r\n';
}

/** "Documentos cadastrados" on 27/11/2026 → "documentos-cadastrados-2026-11-27.csv": the listing's name, accents dropped, and the day. */
export function csvFileName(caption: string, day: CalendarDay): string {
  const slug = caption
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}-${day}.csv`;
}
