import { describe, expect, it } from 'vitest';
import { cep, cnpj, cpf, mobilePhone, phone, rg } from './brazil.ts';
import { unitsCount } from './common.ts';

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

describe('mobilePhone', () => {
  it('accepts a mobile number and refuses a landline, saying what a mobile number looks like', () => {
    expect(mobilePhone.parse('(11) 98888-7777')).toBe('11988887777');
    expect(mobilePhone.safeParse('(11) 3333-4444').error?.issues.map((issue) => issue.message)).toEqual([
      'Informe um celular: DDD e 9 dígitos, como (11) 91234-5678.',
    ]);
  });
});

describe('cep', () => {
  it('stores 8 digits and refuses anything else', () => {
    expect(cep.parse('01310-100')).toBe('01310100');
    expect(cep.safeParse('1310-100').error?.issues[0]?.message).toBe('CEP inválido.');
  });

  it('asks for it when empty', () => {
    expect(cep.safeParse(' ').error?.issues.map((issue) => issue.message)).toEqual(['Informe o CEP.']);
  });
});

describe('unitsCount', () => {
  it.each([
    ['', 'Informe o número de unidades.'],
    [undefined, 'Informe o número de unidades.'],
    ['0', 'O número de unidades deve ser maior que zero.'],
    [-3, 'O número de unidades deve ser maior que zero.'],
    ['2.5', 'O número de unidades deve ser um número inteiro.'],
    [10_001, 'O número de unidades deve ser no máximo 10.000.'],
  ])('refuses %j saying %s', (input, message) => {
    expect(unitsCount.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('reads a typed number', () => {
    expect(unitsCount.parse('120')).toBe(120);
  });
});

describe('cpf', () => {
  it.each([
    ['529.982.247-25', '52998224725'],
    ['52998224725', '52998224725'],
    [' 390.533.447-05 ', '39053344705'],
  ])('accepts %s as %s', (input, stored) => {
    expect(cpf.parse(input)).toBe(stored);
  });

  it.each(['529.982.247-26', '111.111.111-11', '123', '529.982.247-255'])('refuses %s', (input) => {
    expect(cpf.safeParse(input).error?.issues[0]?.message).toBe('CPF inválido.');
  });

  it('asks for it when empty', () => {
    expect(cpf.safeParse('').error?.issues[0]?.message).toBe('Informe o CPF.');
  });
});

describe('rg', () => {
  it.each([
    ['12.345.678-X', '12345678X'],
    ['12.345.678-9', '123456789'],
    ['mg 1234567', '1234567'],
  ])('accepts %s as %s', (input, stored) => {
    expect(rg.parse(input)).toBe(stored);
  });

  it.each(['X1234', '12', '1234X5678'])('refuses %s', (input) => {
    expect(rg.safeParse(input).error?.issues[0]?.message).toBe('RG inválido.');
  });
});
