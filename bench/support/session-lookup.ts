import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { bearerToken } from '#server/platform/access/policy.ts';
import { hashToken } from '#server/platform/auth/tokens.ts';

/**
 * The session lookup of zelo_authenticate (migration 0004) as one plain statement, without the function or RLS:
 * the floor of validate-token in every benchmark that measures it.
 */
export const BARE_SESSION_LOOKUP = `
  select s.id, u.id as user_id, u.type, u.name, u.email, u.profile_picture,
    coalesce((select jsonb_agg(jsonb_build_object('uuid', c.id, 'comercial_name', c.comercial_name, 'allowed_modules',
        c.allowed_modules, 'plan', jsonb_build_object('name', p.name, 'rank', p.rank)) order by uc.created_at, c.comercial_name)
      from user_condominiums uc join condominiums c on c.id = uc.condominium_id join plans p on p.id = c.plan_id
      where uc.user_id = u.id and c.active), '[]'::jsonb) as memberships
  from sessions s join users u on u.id = s.user_id
  where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()
    and s.last_seen_at > now() - make_interval(mins => 120) and u.active`;

/**
 * The best bare session check: the request's bearer token hashed as the app hashes it, the lookup as a named prepared
 * statement (parsed and planned once per connection), one round trip. The session's row, or undefined.
 */
export async function bareSessionOf(request: Pick<FastifyRequest, 'headers'>, client: pg.Pool | pg.PoolClient): Promise<Record<string, unknown> | undefined> {
  const { rows } = await client.query({ name: 'bare-session-lookup', text: BARE_SESSION_LOOKUP, values: [hashToken(bearerToken(request) ?? '')] });
  return rows[0];
}

/** `GET /lookup` on a bare Fastify: the floor of validate-token. */
export function addBareSessionLookup(server: FastifyInstance, pool: pg.Pool) {
  server.get('/lookup', async (request, reply) => {
    const session = await bareSessionOf(request, pool);
    if (!session) return reply.status(401).send({ message: 'Sessão inválida.', code: 'UNAUTHENTICATED' });
    return { data: session };
  });
}
