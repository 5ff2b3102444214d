import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
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

/** CEP with or without mask; normalised to 8 digits. */
export const cep = z
  .string({ error: 'Informe o CEP.' })
  .trim()
  .transform(onlyDigits)
  .refine((value) => value.length === 8, 'CEP inválido.');
