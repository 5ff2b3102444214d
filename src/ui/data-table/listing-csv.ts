import type { ReactNode } from 'react';
import { productToday } from '#contract/calendar.ts';
import { MAX_PAGE_SIZE } from '#contract/common.ts';
import { csvFileName, csvText, type CsvValue } from '#src/lib/csv.ts';
import { saveBlob } from '#src/lib/download.ts';
import type { Column, CsvField } from './data-table.tsx';
import type { Paged } from './use-listing.ts';

/**
 * A listing's CSV export (issue 23 §4), loaded when a person asks for one (it brings papaparse along): every row
 * matching the listing's filters, in the columns it shows.
 */

/** A spreadsheet of this many rows is already more than anyone reads; past it, the filters should narrow the listing. */
export const EXPORT_ROW_CAP = 10_000;

export type FetchPage<T> = (page: number, perPage: number) => Promise<Paged<T>>;

/**
 * Every row matching the filters, page after page of the largest size the server gives, one request at a time (a
 * large export must not crowd the server), up to `cap` rows. `capped` says more rows match than were read.
 */
export async function fetchEveryRow<T>(fetchPage: FetchPage<T>, cap = EXPORT_ROW_CAP): Promise<{ rows: T[]; capped: boolean }> {
  const rows: T[] = [];
  let page = 1;
  let more = true;
  while (more && rows.length < cap) {
    const answer = await fetchPage(page, MAX_PAGE_SIZE);
    rows.push(...answer.data);
    // A short page is the last, whatever the estimate of `last_page` (a total above the server's counting cap) says.
    more = page < answer.last_page && answer.data.length === MAX_PAGE_SIZE;
    page += 1;
  }
  return { rows: rows.slice(0, cap), capped: more || rows.length > cap };
}

const isPlainText = (node: ReactNode): node is string | number | null | undefined =>
  node === null || node === undefined || typeof node === 'string' || typeof node === 'number';

/** A column's spreadsheet columns: its `csv`, else its cell when the cell is plain text in every row, else none. */
function csvFieldsOf<T>(column: Column<T>, rows: readonly T[]): readonly CsvField<T>[] {
  if (column.headerHidden) return [];
  if (typeof column.csv === 'function') return [{ header: column.header, value: column.csv }];
  if (column.csv) return column.csv;
  return rows.every((row) => isPlainText(column.cell(row))) ? [{ header: column.header, value: (row) => column.cell(row) as CsvValue }] : [];
}

/** The header and the rows of the spreadsheet of `rows` in `columns`. */
export function csvTable<T>(columns: readonly Column<T>[], rows: readonly T[]): { header: string[]; rows: CsvValue[][] } {
  const fields = columns.flatMap((column) => csvFieldsOf(column, rows));
  return { header: fields.map((field) => field.header), rows: rows.map((row) => fields.map((field) => field.value(row))) };
}

interface ListingCsvRequest<T> {
  /** The listing's name, which names the file ("Documentos cadastrados" → documentos-cadastrados-2026-11-27.csv). */
  caption: string;
  /** The columns the person sees on a wide screen. */
  columns: readonly Column<T>[];
  fetchPage: FetchPage<T>;
}

/** Fetches every row of the listing and hands its CSV to the browser's downloads: how many rows, and whether more matched. */
export async function exportListingCsv<T>({ caption, columns, fetchPage }: ListingCsvRequest<T>): Promise<{ exported: number; capped: boolean }> {
  const { rows, capped } = await fetchEveryRow(fetchPage);
  const table = csvTable(columns, rows);
  saveBlob(new Blob([csvText(table.header, table.rows)], { type: 'text/csv;charset=utf-8' }), csvFileName(caption, productToday()));
  return { exported: rows.length, capped };
}
