import { describe, expect, it } from 'vitest';
import { loginRequest } from './auth.ts';
import { email, listingQuery, wholeNumber } from './common.ts';

const units = wholeNumber({ missing: 'Informe o número.', invalid: 'Número inválido.' });
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('wholeNumber', () => {
  it.each([
    [12, 12],
    ['12', 12],
    [' 7 ', 7],
    ['-3', -3],
    [0, 0],
  ])('reads %j as %j', (input, expected) => {
    expect(units.parse(input)).toBe(expected);
  });

  it.each([true, false, '0x10', '1e3', '1.5', 1.5, 'dez', '１２', Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60, {}, []])(
    'refuses %j as not a whole number',
    (input) => {
      expect(messageOf(units.safeParse(input))).toBe('Número inválido.');
    },
  );

  it.each([undefined, null, '', '   '])('asks for a missing value (%j)', (input) => {
    expect(messageOf(units.safeParse(input))).toBe('Informe o número.');
  });
});

describe('listingQuery', () => {
  it('reads page numbers from the query string and defaults the rest', () => {
    expect(listingQuery.parse({ page: '3' })).toEqual({ page: 3, per_page: 10 });
  });

  it('refuses loose numbers instead of coercing them', () => {
    expect(listingQuery.safeParse({ page: '0x10' }).success).toBe(false);
    expect(listingQuery.safeParse({ per_page: '1e2' }).success).toBe(false);
  });
});

describe('loginRequest', () => {
  it('says a password over 128 characters is too long instead of asking for it', () => {
    expect(messageOf(loginRequest.safeParse({ email: 'a@b.com', password: 'x'.repeat(129) }))).toBe(
      'A senha deve ter no máximo 128 caracteres.',
    );
  });
});

describe('email', () => {
  it("asks for a missing e-mail and keeps SPEC §5's message for a wrong one", () => {
    expect(messageOf(email.safeParse(undefined))).toBe('Informe o e-mail.');
    expect(messageOf(email.safeParse('sem-arroba'))).toBe('Invalid email address');
    expect(email.parse(' Ana@Zelo.DEMO ')).toBe('ana@zelo.demo');
  });
});
