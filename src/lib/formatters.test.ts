import { describe, expect, it } from 'vitest';
import { centsOf, formatCents, formatCep, formatCnpj, formatCpf, formatLandline, formatMobile, formatMoneyInput, formatPhone, formatRg } from './formatters.ts';

describe('formatters (SPEC §3)', () => {
  it('formats a numeric CNPJ, whole or partial', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('112223')).toBe('11.222.3');
    expect(formatCnpj('11.222.333/0001-81 extra')).toBe('11.222.333/0001-81');
  });

  it('formats an alphanumeric CNPJ in capitals', () => {
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('formats CPF, RG and CEP', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatRg('12345678x')).toBe('12.345.678-X');
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('0131')).toBe('0131');
  });

  it('formats landlines and mobiles, and picks between them by length', () => {
    expect(formatLandline('1133334444')).toBe('(11) 3333-4444');
    expect(formatMobile('11912345678')).toBe('(11) 91234-5678');
    expect(formatPhone('1133334444')).toBe('(11) 3333-4444');
    expect(formatPhone('11912345678')).toBe('(11) 91234-5678');
    expect(formatPhone('11')).toBe('(11');
    expect(formatLandline('113333444455')).toBe('(11) 3333-4444');
  });

  it('formats CPF and CEP with no more than their digits', () => {
    expect(formatCpf('529.982.247-25 99')).toBe('529.982.247-25');
    expect(formatCep('01310-100 9')).toBe('01310-100');
  });
});

describe('money (BRL)', () => {
  it('shows centavos as reais, with thousands and a comma', () => {
    expect(formatCents(123456)).toBe('R$ 1.234,56');
    expect(formatCents(0)).toBe('R$ 0,00');
  });

  it('masks what is typed digit by digit, and reads the centavos back', () => {
    expect(formatMoneyInput('1')).toBe('R$ 0,01');
    expect(formatMoneyInput('R$ 0,012')).toBe('R$ 0,12');
    expect(formatMoneyInput('R$ 1.234,567')).toBe('R$ 12.345,67');
    expect(formatMoneyInput('abc')).toBe('');
    expect(centsOf('R$ 12.345,67')).toBe(1234567);
    expect(centsOf('')).toBeNull();
  });
});
