/** SPEC §8: the 'Ops!' dialogs for records that already exist, by the server's 409 code (ARCHITECTURE §3). */
export const DUPLICATE_WARNINGS: Readonly<Record<string, string>> = {
  CNPJ_ALREADY_EXISTS: 'Este CNPJ já possui cadastro no sistema.',
  EMAIL_ALREADY_EXISTS: 'Este email já possui cadastro no sistema.',
  DOCUMENT_ALREADY_EXISTS: 'Este documento já possui cadastro no sistema.',
  APARTMENT_ALREADY_EXISTS: 'Este apartamento já possui cadastro no sistema.',
};

export function duplicateWarning(code: string): string | undefined {
  return Object.hasOwn(DUPLICATE_WARNINGS, code) ? DUPLICATE_WARNINGS[code] : undefined;
}
