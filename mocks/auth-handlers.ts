import { http } from 'msw';
import { authEndpoints, checkResetTokenRequest, loginRequest, resetPasswordRequest } from '#contract/auth.ts';
import { MOCK_PASSWORD, mockUsers, tokenOf, VALID_RESET_TOKEN } from './fixtures.ts';
import { apiError, bearer, reply, unauthenticated, url, validationError } from './http-helpers.ts';
import { currentSessionUser } from './people-db.ts';

// Sign-in, sign-out, the session check and password recovery over the demo users (see handlers.ts).

const invalidResetToken = () =>
  apiError(422, 'INVALID_RESET_TOKEN', 'Link de redefinição inválido ou expirado. Solicite um novo.', {
    token: ['Link de redefinição inválido ou expirado.'],
  });

export function authHandlers() {
  return [
    http.post(url(authEndpoints.login), async ({ request }) => {
      const body = loginRequest.safeParse(await request.json());
      if (!body.success) return validationError(body.error);
      const user = Object.values(mockUsers).find((candidate) => candidate.email === body.data.email);
      if (!user || body.data.password !== MOCK_PASSWORD) {
        return apiError(401, 'INVALID_CREDENTIALS', 'E-mail ou senha inválidos.');
      }
      return reply(authEndpoints.login, { data: { ...user, token: tokenOf(user.type) } });
    }),

    http.post(url(authEndpoints.logout), ({ request }) =>
      bearer(request) ? reply(authEndpoints.logout, { data: { message: 'Sessão encerrada.' } }) : unauthenticated(),
    ),

    http.get(url(authEndpoints.validateToken), ({ request }) => {
      const user = bearer(request);
      return user ? reply(authEndpoints.validateToken, { data: currentSessionUser(user) }) : unauthenticated();
    }),

    http.post(url(authEndpoints.forgotPassword), () =>
      reply(authEndpoints.forgotPassword, { data: { message: 'Se o e-mail estiver cadastrado, enviaremos um link.' } }),
    ),

    http.post(url(authEndpoints.checkResetToken), async ({ request }) => {
      const body = checkResetTokenRequest.safeParse(await request.json());
      if (!body.success) return validationError(body.error);
      if (body.data.token !== VALID_RESET_TOKEN) return invalidResetToken();
      return reply(authEndpoints.checkResetToken, { data: { message: 'Link de redefinição válido.' } });
    }),

    http.post(url(authEndpoints.resetPassword), async ({ request }) => {
      const body = resetPasswordRequest.safeParse(await request.json());
      if (!body.success) return validationError(body.error);
      if (body.data.token !== VALID_RESET_TOKEN) return invalidResetToken();
      return reply(authEndpoints.resetPassword, { data: { message: 'Senha redefinida.' } });
    }),
  ];
}
