import { z } from 'zod';
import { dataEnvelope, email, messageResult, userType } from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { moduleKey, planName } from './plans.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const newPassword = z
  .string({ error: 'Informe a nova senha.' })
  .min(PASSWORD_MIN_LENGTH, `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`)
  .max(PASSWORD_MAX_LENGTH, `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`);

export const loginRequest = z.strictObject({
  email,
  password: z
    .string({ error: 'Informe a senha.' })
    .min(1, 'Informe a senha.')
    .max(PASSWORD_MAX_LENGTH, `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`),
});
export type LoginRequest = z.input<typeof loginRequest>;

/** The first condominium is the one the SPA's menu and plan gating read (SPEC §3, §6). */
export const userCondominium = z.object({
  uuid: z.uuid(),
  comercial_name: z.string(),
  allowed_modules: z.array(moduleKey),
  plan: z.object({ name: planName, rank: z.number().int() }),
});

export const sessionUser = z.object({
  uuid: z.uuid(),
  name: z.string(),
  email: z.string(),
  type: userType,
  rel_user: z.object({ profile_picture: z.string().nullable() }),
  condominium: z.array(userCondominium),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const authenticatedUser = sessionUser.extend({ token: z.string() });
export type AuthenticatedUser = z.infer<typeof authenticatedUser>;

export const forgotPasswordRequest = z.strictObject({ email });

const resetToken = z.string({ error: 'Link de redefinição inválido.' }).min(1, 'Link de redefinição inválido.').max(200);

/** Asks whether a reset link can still be used, without using it. */
export const checkResetTokenRequest = z.strictObject({ token: resetToken });

export const resetPasswordRequest = z
  .strictObject({
    token: resetToken,
    password: newPassword,
    password_confirmation: z
      .string({ error: 'Confirme a nova senha.' })
      .max(PASSWORD_MAX_LENGTH, `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`),
  })
  .refine((value) => value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    message: 'As senhas não conferem.',
  });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

export const authEndpoints = defineEndpoints('auth', {
  login: {
    method: 'POST',
    path: '/auth',
    summary: 'Entra com e-mail e senha; devolve o usuário e o token da sessão',
    body: loginRequest,
    response: dataEnvelope(authenticatedUser),
  },
  logout: { method: 'POST', path: '/logout', summary: 'Encerra a sessão do token enviado', response: messageResult },
  validateToken: { method: 'GET', path: '/validate-token', summary: 'Confere o token e devolve o usuário atual', response: dataEnvelope(sessionUser) },
  forgotPassword: {
    method: 'POST',
    path: '/password/email',
    summary: 'Envia por e-mail um link para redefinir a senha (mesma resposta exista ou não o e-mail)',
    body: forgotPasswordRequest,
    response: messageResult,
  },
  checkResetToken: {
    method: 'POST',
    path: '/password/check',
    summary:
      'Diz se um link de redefinição ainda vale, sem usá-lo (mesma resposta para um link desconhecido, usado ou expirado)',
    body: checkResetTokenRequest,
    response: messageResult,
  },
  resetPassword: {
    method: 'POST',
    path: '/password/reset',
    summary: 'Define uma nova senha com o token recebido por e-mail',
    body: resetPasswordRequest,
    response: messageResult,
  },
});
