import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, csvText } from './csv.ts';

describe('csvText', () => {
  it('starts with the UTF-8 byte order mark, separates with semicolons and ends every line with CRLF', () => {
    expect(csvText(['Condomínio', 'Unidades'], [['Jardim das Flores', 48]])).toBe('\uFEFFCondomínio;Unidades\r\nJardim das Flores;48\r\n');
  });

  it('quotes a field holding a semicolon, a quote or a line break, doubling its quotes', () => {
    const text = csvText(['Documento'], [['Ata; assembleia'], ['O "AVCB"'], ['Linha 1\nLinha 2'], ['Linha 1\r\nLinha 2'], ['Simples']]);
    expect(text.slice(1).split('\r\n')).toEqual(['Documento', '"Ata; assembleia"', '"O ""AVCB"""', '"Linha 1\nLinha 2"', '"Linha 1', 'Linha 2"', 'Simples', '']);
  });

  it('leaves a missing value as an empty field', () => {
    expect(csvText(['A', 'B', 'C'], [[null, undefined, '']])).toBe('\uFEFFA;B;C\r\n;;\r\n');
  });
});

describe('csvCell', () => {
  it('writes numbers as pt-BR does: a decimal comma, no thousands grouping', () => {
    expect(csvCell(1234.5)).toBe('1234,5');
    expect(csvCell(1203)).toBe('1203');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(-3.25)).toBe('-3,25');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('writes an instant as its day in São Paulo, DD/MM/YYYY', () => {
    expect(csvCell(new Date('2026-11-27T12:00:00Z'))).toBe('27/11/2026');
    // 01:30 UTC on the 28th is still the 27th in Brazil.
    expect(csvCell(new Date('2026-11-28T01:30:00Z'))).toBe('27/11/2026');
  });

  it.each(['=HYPERLINK("http://x")', '+55 11', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])('keeps %j from running as a formula', (text) => {
    expect(csvCell(text)).toBe(`'${text}`);
  });

  it('leaves text that is no formula as it is', () => {
    expect(csvCell('Bloco A - 101')).toBe('Bloco A - 101');
    expect(csvCell("D'Ávila")).toBe("D'Ávila");
  });

  it('guards a formula inside a quoted field too', () => {
    expect(csvText(['Nome'], [['=1;2']]).slice(1)).toBe('Nome\r\n"\'=1;2"\r\n');
  });
});

describe('csvFileName', () => {
  it('names the file after the listing, without accents, and the day', () => {
    expect(csvFileName('Documentos cadastrados', '2026-11-27')).toBe('documentos-cadastrados-2026-11-27.csv');
    expect(csvFileName('Execuções registradas', '2026-01-02')).toBe('execucoes-registradas-2026-01-02.csv');
    expect(csvFileName('Condomínios (ativos)', '2026-01-02')).toBe('condominios-ativos-2026-01-02.csv');
  });
});
