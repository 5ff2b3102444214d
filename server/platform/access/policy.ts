import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '#contract/common.ts';
import type { ModuleKey } from '#contract/plans.ts';
import { USER_TYPES, type UserType } from '#contract/users.ts';
import { findCaller, type Caller, type SessionPolicy } from '#server/platform/auth/sessions.ts';
import type { Database } from '#server/db/client.ts';
import { forbidden, moduleNotEnabled, unauthenticated } from '#server/platform/errors.ts';

/**
 * Who may call a route (ARCHITECTURE §3). `public`: anyone; `authenticated`: any signed-in user, acting on
 * their own data; `own-condominium`: the listed types, limited to their condominiums; `platform`: master only.
 */
export type AccessScope = 'public' | 'authenticated' | 'own-condominium' | 'platform';

export interface AccessPolicy {
  scope: AccessScope;
  types: readonly UserType[];
  /** A module of SPEC §6: non-master callers whose condominium's plan does not allow it get 403 MODULE_NOT_ENABLED. */
  module?: ModuleKey;
  /** The path parameter that is itself a condominium id: the access matrix then also calls it with another tenant's. */
  tenantParam?: string;
}

export const access = {
  public: { scope: 'public', types: USER_TYPES },
  authenticated: { scope: 'authenticated', types: USER_TYPES },
  platform: { scope: 'platform', types: ['master'] },
  ownCondominium: (...types: UserType[]): AccessPolicy => ({ scope: 'own-condominium', types }),
  inModule: (module: ModuleKey, ...types: UserType[]): AccessPolicy => ({ scope: 'own-condominium', types, module }),
} as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessPolicy;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

/** Routes served under the API prefix that are documentation, not API operations. */
const DOCS_PREFIX = `${API_PREFIX}/docs`;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * Every API route must declare its access policy or the server refuses to start; each request is then
 * authenticated and its user type checked before its body is even parsed.
 */
export function registerAccessControl(app: FastifyInstance, db: Database, sessionPolicy: SessionPolicy) {
  app.decorateRequest('caller', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX) || route.url.startsWith(DOCS_PREFIX)) return;
    if (route.method === 'HEAD') return;
    if (!route.config?.access) {
      throw new Error(`A rota ${String(route.method)} ${route.url} não declara sua política de acesso (config.access).`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const policy = request.routeOptions.config?.access;
    if (!policy || policy.scope === 'public') return;
    const token = bearerToken(request);
    if (!token) throw unauthenticated('Faça login para continuar.');
    const caller = await findCaller(db, token, sessionPolicy);
    if (!caller) throw unauthenticated();
    if (!policy.types.includes(caller.type)) throw forbidden();
    if (policy.module && caller.type !== 'master' && !caller.modules.includes(policy.module)) throw moduleNotEnabled();
    request.caller = caller;
  });
}

/** The caller of a route whose policy is not public; the access hook has already established it. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthenticated();
  return request.caller;
}
