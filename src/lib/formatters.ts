import {
  formatCep as formatCepDigits,
  formatCnpj as formatCnpjValue,
  formatCpf as formatCpfDigits,
  formatPhone as formatPhoneDigits,
} from '@brazilian-utils/brazilian-utils';

/**
 * SPEC §3 formatters, applied as a person types: @brazilian-utils formats CNPJ, CPF, CEP and phones (decision 013);
 * only the RG, which it does not know, is written here.
 */

const digits = (value: string) => value.replace(/\D/g, '');

/** CNPJ, numeric or alphanumeric (in force since July 2026): AA.AAA.AAA/AAAA-DD, letters in capitals. */
export function formatCnpj(value: string): string {
  return formatCnpjValue(value.toUpperCase(), { version: 2 });
}

export function formatCpf(value: string): string {
  return formatCpfDigits(value);
}

/** RG in the common 9-character form, whose check character may be X: 00.000.000-X. */
export function formatRg(value: string): string {
  const characters = value.toUpperCase().replace(/[^0-9X]/g, '').slice(0, 9);
  const pattern = '##.###.###-#';
  let output = '';
  let next = 0;
  // Each `#` takes the next character; a separator appears only once a character follows it.
  for (const slot of pattern) {
    if (next >= characters.length) break;
    output += slot === '#' ? characters[next++] : slot;
  }
  return output;
}

/** A landline with its DDD: (00) 0000-0000. */
export function formatLandline(value: string): string {
  return formatPhone(digits(value).slice(0, 10));
}

/** A mobile number with its DDD: (00) 00000-0000. */
export function formatMobile(value: string): string {
  return formatPhone(digits(value).slice(0, 11));
}

/** Landline or mobile, decided by the number of digits (a mobile number has 11 with the DDD). */
export function formatPhone(value: string): string {
  return formatPhoneDigits(value, { mask: 'nanp' });
}

export function formatCep(value: string): string {
  return formatCepDigits(value);
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** An amount in centavos as reais: 123456 → "R$ 1.234,56". */
export function formatCents(cents: number): string {
  // Intl puts a no-break space after "R$"; a plain one reads and searches the same everywhere.
  return brl.format(cents / 100).replace(/\u00a0/g, ' ');
}

/** What is typed in a money field, masked as the digits come: "123456" → "R$ 1.234,56"; empty stays empty. */
export function formatMoneyInput(value: string): string {
  const typed = digits(value).replace(/^0+(?=\d)/, '').slice(0, 13);
  return typed ? formatCents(Number(typed)) : '';
}

/** The centavos of a masked money field ("R$ 1.234,56" → 123456); null when nothing was typed. */
export function centsOf(value: string): number | null {
  const typed = digits(value);
  return typed ? Number(typed) : null;
}
