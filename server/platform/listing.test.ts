import { describe, expect, it } from 'vitest';
import { countCapOf, digitGramsOf, filterWords, pageOf, PAGES_COUNTED } from './listing.ts';

describe('the words of a listing filter', () => {
  it('are every word typed, once each', () => {
    expect(filterWords('  jardim   flores jardim ')).toEqual(['jardim', 'flores']);
    expect(filterWords('   ')).toEqual([]);
    expect(filterWords(undefined)).toEqual([]);
  });

  it('turn a masked number into its bare characters', () => {
    expect(filterWords('60.746.948/0001-12')).toEqual(['60746948000112']);
    expect(filterWords('123.456.789-09')).toEqual(['12345678909']);
    expect(filterWords('12.ABC.345/01DE-35')).toEqual(['12ABC34501DE35']);
    expect(filterWords('(11) 98765-4321')).toEqual(['11987654321']);
  });

  it('keep words beside a number apart, and leave other punctuation alone', () => {
    expect(filterWords('torre 2-B')).toEqual(['torre', '2B']);
    expect(filterWords('pessoa.4321@exemplo')).toEqual(['pessoa.4321@exemplo']);
    expect(filterWords('Ed. Flores')).toEqual(['Ed.', 'Flores']);
  });
});

describe('the digit grams of a filter word', () => {
  it('are the grams of four digits of its runs of four digits or more, once each', () => {
    expect(digitGramsOf('1313')).toEqual(['1313']);
    expect(digitGramsOf('131313')).toEqual(['1313', '3131']);
    expect(digitGramsOf('ap12345b0001')).toEqual(['1234', '2345', '0001']);
    expect(digitGramsOf('101')).toEqual([]);
    expect(digitGramsOf('flores')).toEqual([]);
  });
});

describe('a page', () => {
  it('has an exact total up to the cap', () => {
    expect(pageOf(['a'], 21, { page: 3, per_page: 10 }).data).toEqual({
      data: ['a'],
      current_page: 3,
      last_page: 3,
      per_page: 10,
      total: 21,
      total_capped: false,
    });
    expect(pageOf([], 0, { page: 1, per_page: 10 }).data).toMatchObject({ last_page: 1, total: 0, total_capped: false });
  });

  it('says so when more rows match than were counted, and pages up to the cap', () => {
    const first = { page: 1, per_page: 10 };
    expect(countCapOf(first)).toBe(PAGES_COUNTED * 10);
    expect(pageOf([], countCapOf(first) + 1, first).data).toMatchObject({ total: countCapOf(first), total_capped: true, last_page: PAGES_COUNTED });
    expect(pageOf([], countCapOf(first), first).data).toMatchObject({ total: countCapOf(first), total_capped: false });
  });

  it('counts further as the pages asked go further', () => {
    const deep = { page: 500, per_page: 10 };
    expect(pageOf([], countCapOf(deep) + 1, deep).data).toMatchObject({ total: countCapOf(deep), total_capped: true, last_page: 500 + PAGES_COUNTED - 1 });
  });
});
