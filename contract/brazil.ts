import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { isValidMobilePhone } from '@brazilian-utils/brazilian-utils/is-valid-mobile-phone';
import { isValidPhone } from '@brazilian-utils/brazilian-utils/is-valid-phone';
import { z } from 'zod';

const onlyCnpjCharacters = (value: string) => value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
const onlyDigits = (value: string) => value.replace(/\D/g, '');

/** CNPJ with or without mask, numeric or alphanumeric (in force since July 2026); normalised to 14 characters. */
export const cnpj = z
  .string({ error: 'Informe o CNPJ.' })
  .trim()
  .min(1, 'Informe o CNPJ.')
  .max(18, 'CNPJ inválido.')
  .transform(onlyCnpjCharacters)
  .refine((value) => isValidCnpj(value, { version: 2 }), 'CNPJ inválido.');

/** Landline or mobile number with DDD, with or without mask; normalised to digits. */
export const phone = z
  .string({ error: 'Informe o telefone.' })
  .trim()
  .min(1, 'Informe o telefone.')
  .max(20, 'Telefone inválido.')
  .transform(onlyDigits)
  // Stored without the country code: +55 (11) 98888-7777 is 11988887777.
  .transform((value) => (value.length >= 12 && value.startsWith('55') ? value.slice(2) : value))
  .refine((value) => (value.length === 10 || value.length === 11) && isValidPhone(value), 'Telefone inválido.');

export const MOBILE_PHONE_MESSAGE = 'Informe um celular: DDD e 9 dígitos, como (11) 91234-5678.';

/** A mobile number: DDD and 9 digits (Anatel's current rule), so a landline such as (11) 3333-4444 is refused. */
export const mobilePhone = phone.refine((value) => isValidMobilePhone(value, { version: 2 }), MOBILE_PHONE_MESSAGE);

/** CEP with or without mask; normalised to 8 digits. */
export const cep = z
  .string({ error: 'Informe o CEP.' })
  .trim()
  .min(1, { error: 'Informe o CEP.', abort: true })
  .transform(onlyDigits)
  .refine((value) => value.length === 8, 'CEP inválido.');

/** CPF with or without mask, checked by its check digits; normalised to 11 digits. */
export const cpf = z
  .string({ error: 'Informe o CPF.' })
  .trim()
  .min(1, 'Informe o CPF.')
  .max(14, 'CPF inválido.')
  .transform(onlyDigits)
  .refine((value) => isValidCpf(value), 'CPF inválido.');

/** RG as issued by each state: digits, with a final X in some; the mask is dropped (5 to 14 characters). */
export const rg = z
  .string({ error: 'Informe o RG.' })
  .trim()
  .min(1, 'Informe o RG.')
  .transform((value) => value.replace(/[^0-9Xx]/g, '').toUpperCase())
  .refine((value) => /^\d{4,13}[\dX]$/.test(value), 'RG inválido.');
