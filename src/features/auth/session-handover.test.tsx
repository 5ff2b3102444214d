import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { authEndpoints } from '#contract/auth.ts';
import { documentsEndpoints, type DocumentDetails } from '#contract/documents.ts';
import { MOCK_PASSWORD, mockUsers, tokenOf } from '#mocks/fixtures.ts';
import { bearer, page, reply, unauthenticated, url } from '#mocks/http-helpers.ts';
import { server } from '#mocks/server.ts';
import { sessionQueries } from '#src/api/session/session-queries.ts';
import { useSession } from '#src/stores/session.ts';
import { expectPath, renderApp, signInAs } from '#src/test/render-app.tsx';

// Issue 22 §3: on a shared tablet, the síndico (A) leaves with their token refused and the zelador (B) signs in on
// the same page. Nothing A's session fetched may show to B: not from the cache, and not from an answer to A that
// arrives after B signed in.

const condominium = { uuid: '3f8a1c52-6b1e-4d2a-9c11-0a1b2c3d4e5f', comercial_name: 'Residencial Jardim das Flores' };

function documentTitled(title: string, number: number): DocumentDetails {
  const file = {
    uuid: `7d1c0e7a-0000-4000-8000-00000000010${number}`,
    number: 1,
    file_name: `documento-${number}.pdf`,
    content_type: 'application/pdf',
    size: 2048,
    path: `documents/${condominium.uuid}/documento-${number}.pdf`,
    author: { uuid: '0b6c6c1e-1111-4a8e-9a41-0a1b2c3d4e5f', name: 'Carlos Almeida' },
    created_at: new Date('2026-11-20T13:30:00Z'),
  };
  return {
    uuid: `5a0f8d4e-2c3b-4a1d-9e8f-7a6b5c4d3e0${number}`,
    condominium,
    title,
    type: { id: 1, name: 'Convenção do condomínio', expires: false },
    description: null,
    valid_until: null,
    validity: 'valid',
    visible_to_residents: true,
    active: true,
    file,
    versions: [file],
    created_at: new Date('2026-01-10T12:00:00Z'),
    updated_at: new Date('2026-11-20T13:30:00Z'),
  };
}

/** What the server lists for each person and filter: A's rows must never reach B's screen. */
const A_ROW = 'Ata da assembleia do síndico';
const A_ARCHIVED_ROW = 'Laudo arquivado do síndico';
const B_ROW = 'Checklist da portaria do zelador';
const rows: Record<string, DocumentDetails[]> = {
  'sindico all': [documentTitled(A_ROW, 1)],
  'sindico inactive': [documentTitled(A_ARCHIVED_ROW, 2)],
  'zelador all': [documentTitled(B_ROW, 3)],
  'zelador inactive': [documentTitled(B_ROW, 3)],
};

interface Gate {
  open: () => void;
  opened: Promise<void>;
}

function gate(): Gate {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/**
 * The documents listing, answering each person with their own rows. A listing named in `held` waits for its gate;
 * `asked` records who asked for what, in order.
 */
function documentsServer(held: Record<string, Gate> = {}) {
  const asked: string[] = [];
  server.use(
    http.get(url(documentsEndpoints.types), () => reply(documentsEndpoints.types, { data: [{ id: 1, name: 'Convenção do condomínio', expires: false, active: true }] })),
    http.get(url(documentsEndpoints.listing), async ({ request }) => {
      const key = `${bearer(request)?.type} ${new URL(request.url).searchParams.get('status') ?? 'all'}`;
      asked.push(key);
      await held[key]?.opened;
      return reply(documentsEndpoints.listing, { data: page(request, rows[key] ?? []) });
    }),
  );
  return asked;
}

/** The server no longer accepts A's token; the app finds out when it checks the session again (stale, or focus). */
function refuseSindicoToken() {
  server.use(http.get(url(authEndpoints.validateToken), ({ request }) => (bearer(request)?.type === 'sindico' ? unauthenticated() : undefined)));
}

/** Records every text that ever appears in the document, so a row shown for a moment and replaced is caught too. */
function watchTexts(): { everShown: (text: string) => boolean; stop: () => void } {
  let seen = document.body.textContent ?? '';
  const observer = new MutationObserver(() => (seen += `\n${document.body.textContent ?? ''}`));
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { everShown: (text) => seen.includes(text), stop: () => observer.disconnect() };
}

async function signInAsZelador(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('E-mail'), mockUsers.zelador.email);
  await user.type(screen.getByLabelText('Senha'), MOCK_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('the next person on the same device (issue 22 §3)', () => {
  it("never sees the previous person's listing after their token was refused, before or after their own answer", async () => {
    const zeladorListing = gate();
    const asked = documentsServer({ 'zelador all': zeladorListing });
    const user = userEvent.setup();
    signInAs('sindico');
    const { router, queryClient } = await renderApp('/documents-register');
    expect(await screen.findByText(A_ROW)).toBeTruthy();

    refuseSindicoToken();
    await queryClient.invalidateQueries({ queryKey: sessionQueries.all() });
    await expectPath(router, '/');

    const texts = watchTexts();
    await signInAsZelador(user);
    // Back on the page A was on, the moment B is signed in: nothing of A's from the cache.
    await waitFor(() => expect(useSession.getState().token).toBe(tokenOf('zelador')));
    await expectPath(router, '/documents-register');
    expect(screen.queryByText(A_ROW)).toBeNull();
    // B's own listing is on its way, not served from what A left.
    await waitFor(() => expect(asked).toContain('zelador all'));
    expect(screen.queryByText(A_ROW)).toBeNull();

    zeladorListing.open();
    expect(await screen.findByText(B_ROW)).toBeTruthy();
    expect(screen.queryByText(A_ROW)).toBeNull();
    texts.stop();
    expect(texts.everShown(A_ROW)).toBe(false);
  }, 20_000);

  it("drops an answer to the previous person's request that arrives after the next person signed in", async () => {
    const sindicoArchive = gate();
    const zeladorArchive = gate();
    const asked = documentsServer({ 'sindico inactive': sindicoArchive, 'zelador inactive': zeladorArchive });
    const user = userEvent.setup();
    signInAs('sindico');
    const { router, queryClient } = await renderApp('/documents-register');
    expect(await screen.findByText(A_ROW)).toBeTruthy();

    // A asks for the archived documents; the answer is slow, and A's token is refused meanwhile.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), 'inactive');
    await waitFor(() => expect(asked).toContain('sindico inactive'));
    refuseSindicoToken();
    await queryClient.invalidateQueries({ queryKey: sessionQueries.all() });
    await expectPath(router, '/');

    const texts = watchTexts();
    await signInAsZelador(user);
    // B lands on the same listing and filter, so B's query has the key A's late answer was for.
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'inactive' }));
    sindicoArchive.open();
    await waitFor(() => expect(asked, 'B asks for their own listing instead of waiting for A\'s answer').toContain('zelador inactive'));
    expect(screen.queryByText(A_ARCHIVED_ROW)).toBeNull();

    zeladorArchive.open();
    expect(await screen.findByText(B_ROW)).toBeTruthy();
    texts.stop();
    expect(texts.everShown(A_ARCHIVED_ROW)).toBe(false);
    expect(texts.everShown(A_ROW)).toBe(false);
  }, 20_000);
});
