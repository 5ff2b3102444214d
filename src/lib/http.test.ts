import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { authEndpoints } from '#contract/auth.ts';
import { notificationsEndpoints } from '#contract/notifications.ts';
import { mockNotifications, mockUsers, tokenOf } from '#mocks/fixtures.ts';
import { apiError } from '#mocks/http-helpers.ts';
import { reply } from '#mocks/http-helpers.ts';
import { server } from '#mocks/server.ts';
import { useSession } from '#src/stores/session.ts';
import { signInAs } from '#src/test/render-app.tsx';
import { ApiError, CLIENT_ERROR_CODES, CLIENT_ERROR_MESSAGES, errorReference } from './api-error.ts';
import { callEndpoint, SESSION_ENDED_CODE } from './http.ts';
import { createQueryClient } from './query-client.ts';

/** A body that starts arriving and then fails, as Chromium makes it when the page unloads mid-answer. */
function cutOffBody(start: string): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(start));
      controller.error(new TypeError('Failed to fetch'));
    },
  });
}

describe('callEndpoint', () => {
  it('sends the bearer token of the session and parses the answer with the contract (dates become Date)', async () => {
    signInAs('sindico');
    const { data } = await callEndpoint(notificationsEndpoints.allUnread);
    expect(data.total).toBe(2);
    expect(data.notifications[0]?.created_at).toBeInstanceOf(Date);
  });

  it('sends no Authorization header without a session', async () => {
    let header: string | null = 'unset';
    server.use(
      mock.post('*/api/v1/auth', ({ request }) => {
        header = request.headers.get('Authorization');
        return apiError(401, 'INVALID_CREDENTIALS', 'E-mail ou senha inválidos.');
      }),
    );
    await expect(callEndpoint(authEndpoints.login, { body: { email: 'a@b.co', password: 'x' } })).rejects.toThrow();
    expect(header).toBeNull();
  });

  it('turns an error body into an ApiError with the server message, code and field errors', async () => {
    server.use(mock.post('*/api/v1/auth', () => apiError(422, 'VALIDATION_ERROR', 'Confira os campos.', { email: ['Informe o e-mail.'] })));
    const error = await callEndpoint(authEndpoints.login, { body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'VALIDATION_ERROR', message: 'Confira os campos.' });
    expect((error as ApiError).fieldError('email')).toBe('Informe o e-mail.');
  });

  it("keeps the answer's X-Request-Id, so a server failure can be found in the server's log", async () => {
    server.use(
      mock.post('*/api/v1/auth', () =>
        HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'Erro interno.' }, { status: 500, headers: { 'X-Request-Id': 'c0ffee00-1234' } }),
      ),
    );
    const error = await callEndpoint(authEndpoints.login, { body: {} }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 500, requestId: 'c0ffee00-1234' });
    expect(errorReference(error)).toBe('Código do erro: c0ffee00-1234');
  });

  it('clears the session on a 401 from any call (SPEC §4)', async () => {
    signInAs('morador');
    server.use(mock.get('*/api/v1/notifications/all-unread', () => apiError(401, 'UNAUTHENTICATED', 'Sessão expirada.')));
    await expect(callEndpoint(notificationsEndpoints.allUnread)).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(useSession.getState()).toMatchObject({ token: null, activeUser: null, isAuth: false });
  });

  it('empties the query cache on a 401 from any call (issue 22 §3)', async () => {
    signInAs('morador');
    const queryClient = createQueryClient({ retry: false });
    queryClient.setQueryData(['documents', 'list', {}], 'linhas da moradora');
    server.use(mock.get('*/api/v1/notifications/all-unread', () => apiError(401, 'UNAUTHENTICATED', 'Sessão expirada.')));
    await expect(callEndpoint(notificationsEndpoints.allUnread)).rejects.toMatchObject({ status: 401 });
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it("delivers no answer to a session that ended while it was on its way (issue 22 §3: a save's data to the next person)", async () => {
    signInAs('morador');
    server.use(
      mock.get('*/api/v1/notifications/all-unread', () => {
        useSession.getState().tokenRejected();
        useSession.getState().signedIn({ ...mockUsers.sindico, token: tokenOf('sindico') });
        return reply(notificationsEndpoints.allUnread, { data: { notifications: mockNotifications, total: mockNotifications.length } });
      }),
    );
    await expect(callEndpoint(notificationsEndpoints.allUnread)).rejects.toMatchObject({ status: 0, code: SESSION_ENDED_CODE });
    // The new session is left alone.
    expect(useSession.getState()).toMatchObject({ token: tokenOf('sindico'), error: null });
  });

  it('keeps the session on other errors', async () => {
    signInAs('morador');
    server.use(mock.get('*/api/v1/notifications/all-unread', () => apiError(403, 'MODULE_NOT_ENABLED', 'Módulo não habilitado.')));
    await expect(callEndpoint(notificationsEndpoints.allUnread)).rejects.toMatchObject({ status: 403 });
    expect(useSession.getState().token).toBe(tokenOf('morador'));
  });

  it('reports an unreadable error body as an unexpected error', async () => {
    server.use(mock.get('*/api/v1/validate-token', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    await expect(callEndpoint(authEndpoints.validateToken)).rejects.toMatchObject({
      status: 502,
      code: CLIENT_ERROR_CODES.unexpected,
      message: CLIENT_ERROR_MESSAGES.unexpected,
    });
  });

  it('refuses an answer that does not match the contract', async () => {
    server.use(mock.get('*/api/v1/validate-token', () => HttpResponse.json({ data: { name: 'sem o resto' } })));
    await expect(callEndpoint(authEndpoints.validateToken)).rejects.toMatchObject({ code: CLIENT_ERROR_CODES.unexpected });
  });

  it('reports a network failure with status 0', async () => {
    server.use(mock.get('*/api/v1/validate-token', () => HttpResponse.error()));
    const error = await callEndpoint(authEndpoints.validateToken).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, code: CLIENT_ERROR_CODES.network, isHttp: false });
  });

  it('reports an answer cut off after its status (the page unloading) as a network failure, not as an answer', async () => {
    // Chromium errors the body of a response still arriving when the page reloads or leaves, and the page's code
    // still runs: read as an unexpected 200, it was taken for a refused token and cleared the saved session.
    server.use(mock.get('*/api/v1/validate-token', () => new HttpResponse(cutOffBody('{"data":{"uuid":'), { status: 200 })));
    const error = await callEndpoint(authEndpoints.validateToken).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, code: CLIENT_ERROR_CODES.network, isHttp: false });
  });

  it('ends the session on a 401 only for the token it holds now', async () => {
    // A wrong password is a 401 too, sent without a token.
    server.use(mock.post('*/api/v1/auth', () => apiError(401, 'INVALID_CREDENTIALS', 'E-mail ou senha inválidos.')));
    await expect(callEndpoint(authEndpoints.login, { body: { email: 'a@b.co', password: 'x' } })).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().error).toBeNull();

    // An answer to the token the person has since replaced (signed in again while it was on its way).
    signInAs('morador');
    server.use(
      mock.get('*/api/v1/notifications/all-unread', () => {
        useSession.setState({ token: tokenOf('sindico'), activeUser: mockUsers.sindico });
        return apiError(401, 'UNAUTHENTICATED', 'Sessão expirada.');
      }),
    );
    await expect(callEndpoint(notificationsEndpoints.allUnread)).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState()).toMatchObject({ token: tokenOf('sindico'), error: null });
  });

  it('fills path parameters from the contract path', async () => {
    signInAs('sindico');
    const id = '5c1d6f0a-93b4-4a39-b0b1-1a2b3c4d5e01';
    const { data } = await callEndpoint(notificationsEndpoints.markRead, { params: { id } });
    expect(data.uuid).toBe(id);
  });
});
