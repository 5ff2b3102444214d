import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '#server/db/schema.ts';
import { bearer, startTestApp, type TestApp } from '#server/test/test-app.ts';
import { UNREAD_LIST_LIMIT } from './notifications.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const notify = (userId: string, title: string, createdAt = new Date()) =>
  t.db
    .insert(notifications)
    .values({ userId, title, description: `Descrição de ${title}`, route: '/dashboard', createdAt })
    .returning({ id: notifications.id })
    .then(([row]) => row!.id);

describe('notifications', () => {
  it("lists only the caller's unread notifications, newest first, with the total", async () => {
    const me = await t.signedIn('sindico');
    const someoneElse = await t.signedIn('sindico');
    await notify(me.id, 'Antiga', new Date('2026-01-01T10:00:00Z'));
    await notify(me.id, 'Recente', new Date('2026-03-01T10:00:00Z'));
    await notify(someoneElse.id, 'De outra pessoa');

    const response = await t.app.inject({ method: 'GET', url: '/api/v1/notifications/all-unread', headers: bearer(me.token) });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.total).toBe(2);
    expect(data.notifications.map((item: { title: string }) => item.title)).toEqual(['Recente', 'Antiga']);
    expect(data.notifications[0]).toMatchObject({ route: '/dashboard', description: 'Descrição de Recente', created_at: '2026-03-01T10:00:00.000Z' });
  });

  it(`lists at most ${UNREAD_LIST_LIMIT} but counts them all`, async () => {
    const me = await t.signedIn('morador');
    await t.db.insert(notifications).values(Array.from({ length: UNREAD_LIST_LIMIT + 5 }, (_, index) => ({ userId: me.id, title: `Aviso ${index}`, description: '…' })));
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/v1/notifications/all-unread', headers: bearer(me.token) })).json();
    expect(data.notifications).toHaveLength(UNREAD_LIST_LIMIT);
    expect(data.total).toBe(UNREAD_LIST_LIMIT + 5);
  });

  it('marks one read (idempotently), after which it leaves the unread list', async () => {
    const me = await t.signedIn('zelador');
    const id = await notify(me.id, 'Reforma aprovada');
    const first = await t.app.inject({ method: 'PUT', url: `/api/v1/notifications/read/${id}`, headers: bearer(me.token) });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ uuid: id, title: 'Reforma aprovada' });
    const [stored] = await t.db.select().from(notifications).where(eq(notifications.id, id));
    expect(stored?.readAt).toBeInstanceOf(Date);

    const again = await t.app.inject({ method: 'PUT', url: `/api/v1/notifications/read/${id}`, headers: bearer(me.token) });
    expect(again.statusCode).toBe(200);
    const [unchanged] = await t.db.select().from(notifications).where(eq(notifications.id, id));
    expect(unchanged?.readAt).toEqual(stored?.readAt);

    const { data } = (await t.app.inject({ method: 'GET', url: '/api/v1/notifications/all-unread', headers: bearer(me.token) })).json();
    expect(data.total).toBe(0);
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const me = await t.signedIn('engenheiro');
    const owner = await t.signedIn('engenheiro');
    const id = await notify(owner.id, 'Particular');
    const response = await t.app.inject({ method: 'PUT', url: `/api/v1/notifications/read/${id}`, headers: bearer(me.token) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Notificação não encontrada.', code: 'NOT_FOUND' });
    const [stored] = await t.db.select().from(notifications).where(eq(notifications.id, id));
    expect(stored?.readAt).toBeNull();

    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/notifications/read/${randomUUID()}`, headers: bearer(me.token) })).statusCode).toBe(404);
  });

  it('answers 422 for an id that is not a uuid', async () => {
    const me = await t.signedIn('morador');
    const response = await t.app.inject({ method: 'PUT', url: '/api/v1/notifications/read/42', headers: bearer(me.token) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.id).toBeDefined();
  });
});

describe('the notification centre', () => {
  const get = (token: string, query: string) => t.app.inject({ method: 'GET', url: `/api/v1/notifications/listing${query}`, headers: bearer(token) });
  const seed = (userId: string, items: { title: string; icon: string; read?: boolean; at: string }[]) =>
    t.db.insert(notifications).values(
      items.map((item) => ({ userId, title: item.title, icon: item.icon, description: '…', createdAt: new Date(item.at), readAt: item.read ? new Date(item.at) : null })),
    );

  it("pages the caller's whole history, newest first, read or not, by kind and by status", async () => {
    const me = await t.signedIn('sindico');
    const someoneElse = await t.signedIn('sindico');
    await seed(me.id, [
      { title: 'Reforma enviada', icon: 'hammer', at: '2026-05-01T10:00:00Z' },
      { title: 'Manutenção vencida', icon: 'wrench', read: true, at: '2026-04-01T10:00:00Z' },
      { title: 'Documento vencendo', icon: 'file-warning', at: '2026-03-01T10:00:00Z' },
      { title: 'Outra reforma', icon: 'hammer', read: true, at: '2026-02-01T10:00:00Z' },
    ]);
    await seed(someoneElse.id, [{ title: 'De outra pessoa', icon: 'hammer', at: '2026-06-01T10:00:00Z' }]);

    const all = (await get(me.token, '?per_page=3')).json().data;
    expect(all).toMatchObject({ total: 4, last_page: 2, current_page: 1 });
    expect(all.data.map((item: { title: string; read: boolean }) => [item.title, item.read])).toEqual([
      ['Reforma enviada', false],
      ['Manutenção vencida', true],
      ['Documento vencendo', false],
    ]);
    expect((await get(me.token, '?per_page=3&page=2')).json().data.data.map((item: { title: string }) => item.title)).toEqual(['Outra reforma']);
    expect((await get(me.token, '?kind=reforms')).json().data.data.map((item: { title: string }) => item.title)).toEqual(['Reforma enviada', 'Outra reforma']);
    expect((await get(me.token, '?status=unread')).json().data.total).toBe(2);
    expect((await get(me.token, '?kind=elevadores')).statusCode).toBe(422);
  });

  it("marks every unread one read, of one kind or all, and only the caller's", async () => {
    const me = await t.signedIn('zelador');
    const someoneElse = await t.signedIn('zelador');
    await seed(me.id, [
      { title: 'Reforma', icon: 'hammer', at: '2026-05-01T10:00:00Z' },
      { title: 'Manutenção', icon: 'wrench', at: '2026-04-01T10:00:00Z' },
      { title: 'Documento', icon: 'file-warning', at: '2026-03-01T10:00:00Z' },
    ]);
    await seed(someoneElse.id, [{ title: 'Alheia', icon: 'hammer', at: '2026-05-01T10:00:00Z' }]);
    const markAll = (token: string, query = '') => t.app.inject({ method: 'PUT', url: `/api/v1/notifications/read-all${query}`, headers: bearer(token) });

    expect((await markAll(me.token, '?kind=reforms')).json()).toEqual({ data: { updated: 1 } });
    expect((await get(me.token, '?status=unread')).json().data.total).toBe(2);
    expect((await markAll(me.token)).json()).toEqual({ data: { updated: 2 } });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/notifications/all-unread', headers: bearer(me.token) })).json().data.total).toBe(0);
    expect((await get(someoneElse.token, '?status=unread')).json().data.total).toBe(1);
    expect((await t.app.inject({ method: 'PUT', url: '/api/v1/notifications/read-all' })).statusCode).toBe(401);
  });
});
