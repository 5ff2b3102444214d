import { describe, expect, it } from 'vitest';
import { AppError, registerUniqueViolation, toApiError } from './errors.ts';

const pgError = (code: string, constraint?: string) => Object.assign(new Error('pg'), { code, constraint });

describe('toApiError', () => {
  it('passes an AppError through with its status, code, message and field errors', () => {
    expect(toApiError(new AppError(422, 'X', 'Mensagem.', { campo: ['Erro.'] }))).toEqual({
      status: 422,
      body: { message: 'Mensagem.', code: 'X', errors: { campo: ['Erro.'] } },
    });
  });

  it('turns unique violations into 409 with the code registered for the constraint', () => {
    expect(toApiError(pgError('23505', 'condominiums_cnpj_unique'))).toEqual({
      status: 409,
      body: { message: 'Este CNPJ já possui cadastro no sistema.', code: 'CNPJ_ALREADY_EXISTS' },
    });
    registerUniqueViolation('things_name_unique', 'THING_ALREADY_EXISTS', 'Esta coisa já existe.');
    expect(toApiError(pgError('23505', 'things_name_unique')).body.code).toBe('THING_ALREADY_EXISTS');
    expect(toApiError(pgError('23505', 'unknown_constraint')).body.code).toBe('ALREADY_EXISTS');
  });

  it('turns foreign-key violations into 404 and data exceptions into 422', () => {
    expect(toApiError(pgError('23503')).status).toBe(404);
    expect(toApiError(pgError('22001'))).toEqual({ status: 422, body: { message: 'Verifique os dados informados.', code: 'INVALID_DATA' } });
  });

  it('hides anything unexpected behind a generic 500', () => {
    expect(toApiError(new TypeError('boom at line 3'))).toEqual({
      status: 500,
      body: { message: 'Erro interno. Tente novamente em instantes.', code: 'INTERNAL_ERROR' },
    });
  });
});
