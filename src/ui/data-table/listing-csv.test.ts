import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Column } from './data-table.tsx';
import { csvTable, fetchEveryRow } from './listing-csv.ts';
import type { Paged } from './use-listing.ts';

/** A server of `total` numbered rows that counts, as the real one, only up to ten pages past the one asked for. */
function server(total: number) {
  return vi.fn(async (page: number, perPage: number): Promise<Paged<number>> => {
    const counted = Math.min(total, (page + 9) * perPage);
    const data = Array.from({ length: Math.max(0, Math.min(perPage, total - (page - 1) * perPage)) }, (_, index) => (page - 1) * perPage + index + 1);
    return { data, current_page: page, last_page: Math.max(1, Math.ceil(counted / perPage)), per_page: perPage, total: counted, total_capped: counted < total };
  });
}

describe('fetchEveryRow', () => {
  it('reads page after page of 100 until the last', async () => {
    const fetchPage = server(250);
    const { rows, capped } = await fetchEveryRow(fetchPage);
    expect(fetchPage.mock.calls).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
    expect(rows).toHaveLength(250);
    expect(rows.at(-1)).toBe(250);
    expect(capped).toBe(false);
  });

  it('goes past the pages the server had counted when it said its total was an estimate', async () => {
    const fetchPage = server(1_234);
    const { rows, capped } = await fetchEveryRow(fetchPage);
    expect(fetchPage).toHaveBeenCalledTimes(13);
    expect(rows).toHaveLength(1_234);
    expect(capped).toBe(false);
  });

  it('stops at the cap and says more rows matched', async () => {
    const fetchPage = server(1_000);
    const { rows, capped } = await fetchEveryRow(fetchPage, 300);
    expect(fetchPage).toHaveBeenCalledTimes(3);
    expect(rows).toHaveLength(300);
    expect(capped).toBe(true);
  });

  it('is not capped when the rows end exactly at the cap', async () => {
    const { rows, capped } = await fetchEveryRow(server(300), 300);
    expect(rows).toHaveLength(300);
    expect(capped).toBe(false);
  });

  it('reads one page of an empty listing', async () => {
    const fetchPage = server(0);
    expect(await fetchEveryRow(fetchPage)).toEqual({ rows: [], capped: false });
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});

interface Person {
  name: string;
  email: string;
  units: number;
  active: boolean;
}

describe('csvTable', () => {
  const people: Person[] = [
    { name: 'Ana', email: 'ana@zelo.demo', units: 2, active: true },
    { name: 'Bruno', email: 'bruno@zelo.demo', units: 0, active: false },
  ];
  const badge = (row: Person) => createElement('span', null, row.active ? 'Ativo' : 'Inativo');

  it('takes each column’s csv value, or its plain-text cell, under its header', () => {
    const columns: Column<Person>[] = [
      {
        key: 'person',
        header: 'Nome e e-mail',
        cell: (row) => createElement('a', null, row.name),
        csv: [
          { header: 'Nome', value: (row) => row.name },
          { header: 'E-mail', value: (row) => row.email },
        ],
      },
      { key: 'units', header: 'Unidades', cell: (row) => row.units },
      { key: 'status', header: 'Status', cell: badge, csv: (row) => (row.active ? 'Ativo' : 'Inativo') },
    ];
    expect(csvTable(columns, people)).toEqual({
      header: ['Nome', 'E-mail', 'Unidades', 'Status'],
      rows: [
        ['Ana', 'ana@zelo.demo', 2, 'Ativo'],
        ['Bruno', 'bruno@zelo.demo', 0, 'Inativo'],
      ],
    });
  });

  it('leaves out the actions and any cell that is not plain text without a csv value', () => {
    const columns: Column<Person>[] = [
      { key: 'name', header: 'Nome', cell: (row) => row.name },
      { key: 'badge', header: 'Situação', cell: badge },
      { key: 'actions', header: 'Ações', headerHidden: true, cell: (row) => row.name, csv: (row) => row.name },
    ];
    expect(csvTable(columns, people)).toEqual({ header: ['Nome'], rows: [['Ana'], ['Bruno']] });
  });
});
