/**
 * SPEC §3 formatters, applied as a person types: each `#` of a pattern takes the next character and the
 * separators appear only once a character follows them.
 */
function applyPattern(characters: string, pattern: string): string {
  let output = '';
  let next = 0;
  for (const slot of pattern) {
    if (next >= characters.length) break;
    output += slot === '#' ? characters[next++] : slot;
  }
  return output;
}

const digits = (value: string) => value.replace(/\D/g, '');

/** CNPJ, numeric or alphanumeric (in force since July 2026): AA.AAA.AAA/AAAA-DD. */
export function formatCnpj(value: string): string {
  return applyPattern(value.toUpperCase().replace(/[^0-9A-Z]/g, '').slice(0, 14), '##.###.###/####-##');
}

export function formatCpf(value: string): string {
  return applyPattern(digits(value).slice(0, 11), '###.###.###-##');
}

/** RG in the common 9-character form, whose check character may be X: 00.000.000-X. */
export function formatRg(value: string): string {
  return applyPattern(value.toUpperCase().replace(/[^0-9X]/g, '').slice(0, 9), '##.###.###-#');
}

export function formatLandline(value: string): string {
  return applyPattern(digits(value).slice(0, 10), '(##) ####-####');
}

export function formatMobile(value: string): string {
  return applyPattern(digits(value).slice(0, 11), '(##) #####-####');
}

/** Landline or mobile, decided by the number of digits (a mobile number has 11 with the DDD). */
export function formatPhone(value: string): string {
  return digits(value).length > 10 ? formatMobile(value) : formatLandline(value);
}

export function formatCep(value: string): string {
  return applyPattern(digits(value).slice(0, 8), '#####-###');
}
