import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { documentUploads } from '#contract/documents.ts';
import { mockUsers, tokenOf } from '#mocks/fixtures.ts';
import { server } from '#mocks/server.ts';
import { useSession } from '#src/stores/session.ts';
import { signInAs } from '#src/test/render-app.tsx';
import { SESSION_ENDED_CODE } from './http.ts';
import { uploadWithProgress } from './upload.ts';

const upload = () => uploadWithProgress(documentUploads.store, { formData: new FormData(), onProgress: () => {} });

describe('uploadWithProgress and the session', () => {
  it('delivers no answer to a session that ended while the upload was on its way (issue 22 §3)', async () => {
    signInAs('sindico');
    server.use(
      mock.post('*/api/v1/documents/store', () => {
        useSession.getState().tokenRejected();
        useSession.getState().signedIn({ ...mockUsers.zelador, token: tokenOf('zelador') });
        return HttpResponse.json({ data: {} }, { status: 201 });
      }),
    );
    await expect(upload()).rejects.toMatchObject({ status: 0, code: SESSION_ENDED_CODE });
    expect(useSession.getState()).toMatchObject({ token: tokenOf('zelador'), error: null });
  });

  it('ends the session on a 401 to its own token, and leaves a newer session alone', async () => {
    signInAs('sindico');
    server.use(mock.post('*/api/v1/documents/store', () => HttpResponse.json({ message: 'Sessão expirada.', code: 'UNAUTHENTICATED' }, { status: 401 })));
    await expect(upload()).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().token).toBeNull();

    signInAs('sindico');
    server.use(
      mock.post('*/api/v1/documents/store', () => {
        useSession.getState().signedIn({ ...mockUsers.zelador, token: tokenOf('zelador') });
        return HttpResponse.json({ message: 'Sessão expirada.', code: 'UNAUTHENTICATED' }, { status: 401 });
      }),
    );
    await expect(upload()).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().token).toBe(tokenOf('zelador'));
  });
});
