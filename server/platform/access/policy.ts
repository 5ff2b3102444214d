import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '#contract/common.ts';
import { moduleAllowed } from '#contract/module-access.ts';
import type { ModuleKey } from '#contract/plans.ts';
import { USER_TYPES, type UserType } from '#contract/users.ts';
import { findCaller, type Caller, type SessionPolicy } from '#server/platform/auth/sessions.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import type { Actor } from '#server/platform/audit.ts';
import { forbidden, moduleNotEnabled, unauthenticated } from '#server/platform/errors.ts';
import { tenantScope, type TenantScope } from './tenancy.ts';
import { inScope } from './unit-of-work.ts';

/**
 * Who may call a route (ARCHITECTURE §3). `public`: anyone; `authenticated`: any signed-in user, acting on
 * their own data; `own-condominium`: the listed types, limited to their condominiums; `platform`: master only.
 */
export type AccessScope = 'public' | 'authenticated' | 'own-condominium' | 'platform';

export interface AccessPolicy {
  scope: AccessScope;
  types: readonly UserType[];
  /** A module of SPEC §6: callers whom `moduleAllowed` refuses for the condominium acted on get 403 MODULE_NOT_ENABLED. */
  module?: ModuleKey;
  /** The path parameter that is itself a condominium id: the access matrix then also calls it with another tenant's. */
  tenantParam?: string;
}

/** The policy of a route that needs a signed-in caller. */
export type SignedInPolicy = AccessPolicy & { scope: Exclude<AccessScope, 'public'> };

export const access = {
  public: { scope: 'public', types: USER_TYPES },
  authenticated: { scope: 'authenticated', types: USER_TYPES },
  platform: { scope: 'platform', types: ['master'] },
  ownCondominium: (...types: UserType[]): SignedInPolicy => ({ scope: 'own-condominium', types }),
  inModule: (module: ModuleKey, ...types: UserType[]): SignedInPolicy => ({ scope: 'own-condominium', types, module }),
} as const;

/** What a signed-in handler is given: who calls, the condominiums they may touch, and a unit of work over them. */
export interface CallContext {
  caller: Caller;
  scope: TenantScope;
  /** The author of the audit rows this call writes. */
  actor: Actor;
  /**
   * Work with `scope` set for the row-level policies (docs/decisions/009): one transaction for a call that writes; for
   * a GET, each statement read-only in its own (unit-of-work.ts), unless it `writes` (a read that is audited).
   */
  inScope<T>(work: (tx: Transaction) => Promise<T>, options?: { writes?: boolean }): Promise<T>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessPolicy;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    /** The app role's pool that signed-in handlers' units of work run on. */
    tenantDatabase: Database;
  }
}

/** Routes served under the API prefix that are documentation, not API operations. */
const DOCS_PREFIX = `${API_PREFIX}/docs`;

export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string | null {
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
  app.decorate('tenantDatabase', db);

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
    if (!moduleAllowed(caller.type, policy.module, actingCondominium(caller, policy, request.params))) throw moduleNotEnabled();
    request.caller = caller;
  });
}

/**
 * The condominium a request acts on (SPEC §6 gates morador by it): the one named by the route's tenant parameter
 * when it is one of the caller's, otherwise the caller's first, as the menu does.
 */
function actingCondominium(caller: Caller, policy: AccessPolicy, params: unknown) {
  const named = policy.tenantParam ? (params as Record<string, string | undefined>)[policy.tenantParam] : undefined;
  return caller.user.condominium.find((condominium) => condominium.uuid === named) ?? caller.user.condominium[0];
}

/** The call of a route whose policy is not public; the access hook has already established its caller. */
export function callContextOf(request: FastifyRequest): CallContext {
  const caller = request.caller;
  if (!caller) throw unauthenticated();
  const scope = tenantScope(caller);
  const db = request.server.tenantDatabase;
  const reading = request.method === 'GET' || request.method === 'HEAD';
  return {
    caller,
    scope,
    actor: { userId: caller.userId, ip: request.ip },
    inScope: (work, options) => inScope(db, scope, work, { reading: reading && !options?.writes }),
  };
}
