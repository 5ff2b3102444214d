import { describe, expect, it } from 'vitest';
import { cep, cnpj, phone } from './brazil.ts';

describe('cnpj', () => {
  it.each([
    ['11.444.777/0001-61', '11444777000161'],
    ['11444777000161', '11444777000161'],
    ['12.abc.345/01de-35', '12ABC34501DE35'],
  ])('accepts %s as %s', (input, stored) => {
    expect(cnpj.parse(input)).toBe(stored);
  });

  it.each(['11.444.777/0001-62', '00.000.000/0000-00', '123', '12.ABC.345/01DE-36'])('refuses %s', (input) => {
    const result = cnpj.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('CNPJ inválido.');
  });

  it('asks for it when empty', () => {
    expect(cnpj.safeParse('  ').error?.issues[0]?.message).toBe('Informe o CNPJ.');
  });
});

describe('phone', () => {
  it.each([
    ['(11) 98888-7777', '11988887777'],
    ['(11) 3333-4444', '1133334444'],
    ['+55 (11) 98888-7777', '11988887777'],
    ['55 11 3333 4444', '1133334444'],
  ])('stores %s as %s, without the country code', (input, stored) => {
    expect(phone.parse(input)).toBe(stored);
  });

  it.each(['123', '(00) 98888-7777', '011988887777', '+1 (415) 555-0100'])('refuses %s', (input) => {
    expect(phone.safeParse(input).error?.issues[0]?.message).toBe('Telefone inválido.');
  });
});

describe('cep', () => {
  it('stores 8 digits and refuses anything else', () => {
    expect(cep.parse('01310-100')).toBe('01310100');
    expect(cep.safeParse('1310-100').error?.issues[0]?.message).toBe('CEP inválido.');
  });
});
