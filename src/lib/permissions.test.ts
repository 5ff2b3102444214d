import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '#contract/auth.ts';
import { PLAN_RANK, type ModuleKey, type PlanName } from '#contract/plans.ts';
import { USER_TYPES, type UserType } from '#contract/users.ts';
import {
  canHandlePersonalData,
  assertAllowed,
  canAccessPath,
  canAccessRoute,
  canEditCondominiumProfile,
  canSeeCondominiumProfile,
  canSeeModule,
  gateOutcome,
  PLAN_RANKS,
  planAllows,
  planOf,
  PROTECTED_ROUTES,
  protectedRouteOf,
  type ProtectedRoute,
  showsBuildingName,
} from './permissions.ts';

function user(type: UserType, allowed: ModuleKey[] = [], plan: PlanName | null = 'Free'): Pick<SessionUser, 'type' | 'condominium'> {
  return {
    type,
    condominium: plan
      ? [{ uuid: '00000000-0000-4000-8000-000000000001', comercial_name: 'Edifício Aurora', allowed_modules: allowed, plan: { name: plan, rank: PLAN_RANK[plan] } }]
      : [],
  };
}

const MASTER_AND_STAFF: UserType[] = ['master', 'sindico', 'zelador', 'engenheiro'];
const ALL: UserType[] = [...USER_TYPES];

/** SPEC §2's route table, written out again on purpose: the code's table must match the specification. */
const SPEC_TABLE: Record<string, UserType[]> = {
  '/user-register': MASTER_AND_STAFF,
  '/user-register-add': MASTER_AND_STAFF,
  '/user-register-edit/$id': MASTER_AND_STAFF,
  '/apartments-register': MASTER_AND_STAFF,
  '/documents-register': ALL,
  '/user-profile': ALL,
  '/reforms-register': ALL,
  '/reforms-register-add': ALL,
  '/reforms-register-edit/$id': ALL,
  '/dashboard': ALL,
  '/condominium-register': ['master'],
  '/condominium-register-add': ['master'],
  '/condominium-register-edit/$id': ['master'],
  '/condominium-register/maintenance/$id': ['master'],
  '/prospects-listing': ['master'],
  // Not in SPEC §2's table: the prospect detail of issue 4, master only like its listing.
  '/prospects-listing/$id': ['master'],
  '/condominium-profile': ['sindico', 'zelador', 'engenheiro'],
  '/maintenance': ['sindico', 'zelador', 'engenheiro'],
  '/maintenance-details/$id': ['sindico', 'zelador', 'engenheiro'],
  // Not in SPEC §2's table: issue 23's notification centre, each person's own.
  '/avisos': ALL,
  // Not in SPEC §2's table: issue 25's audit trail, the master's and a síndico's.
  '/auditoria': ['master', 'sindico'],
};

describe('route access table (SPEC §2)', () => {
  it('has exactly the protected routes of the specification', () => {
    expect([...PROTECTED_ROUTES].sort()).toEqual(Object.keys(SPEC_TABLE).sort());
  });

  it.each(Object.entries(SPEC_TABLE))('%s admits exactly its types', (route, allowed) => {
    for (const type of USER_TYPES) {
      expect(canAccessRoute(type, route as ProtectedRoute), `${type} on ${route}`).toBe(allowed.includes(type));
    }
  });

  it('matches concrete paths to their pattern', () => {
    expect(protectedRouteOf('/user-register-edit/42')).toBe('/user-register-edit/$id');
    expect(protectedRouteOf('/condominium-register/maintenance/abc')).toBe('/condominium-register/maintenance/$id');
    expect(protectedRouteOf('/prospects-listing/6a7b8c90-0000-4000-8000-000000000003')).toBe('/prospects-listing/$id');
    expect(protectedRouteOf('/prospects-listing/')).toBe('/prospects-listing');
    expect(protectedRouteOf('/dashboard/')).toBe('/dashboard');
    expect(protectedRouteOf('/user-register-edit')).toBeUndefined();
    expect(protectedRouteOf('/user-register-edit/')).toBeUndefined();
    expect(protectedRouteOf('/login')).toBeUndefined();
  });

  it('closes paths missing from the table and unknown types', () => {
    expect(canAccessPath('master', '/somewhere-else')).toBe(false);
    expect(canAccessPath('porteiro', '/dashboard')).toBe(false);
    expect(canAccessPath(undefined, '/dashboard')).toBe(false);
  });

  it('sends a type that is not allowed to /404', () => {
    const attempt = () => assertAllowed({ type: 'morador' }, '/user-register');
    expect(attempt).toThrow();
    try {
      attempt();
    } catch (error) {
      expect(isRedirect(error)).toBe(true);
      expect((error as { options: { to: string } }).options.to).toBe('/404');
    }
    expect(() => assertAllowed({ type: 'master' }, '/prospects-listing')).not.toThrow();
  });
});

describe('personal data of another person (issue 25 §4)', () => {
  it('offers the export to the master only, and the erasure to the master and the síndico', () => {
    expect(USER_TYPES.filter((type) => canHandlePersonalData(type, 'export'))).toEqual(['master']);
    expect(USER_TYPES.filter((type) => canHandlePersonalData(type, 'erase'))).toEqual(['master', 'sindico']);
    expect(canHandlePersonalData(undefined, 'erase')).toBe(false);
  });
});

describe('canSeeModule (SPEC §6)', () => {
  it('opens items without a module to everyone', () => {
    for (const type of USER_TYPES) expect(canSeeModule(user(type), undefined)).toBe(true);
  });

  it('gives master every module', () => {
    expect(canSeeModule(user('master', [], null), 'maintenance')).toBe(true);
  });

  it.each(['sindico', 'zelador', 'engenheiro'] as const)('always gives %s the staff modules', (type) => {
    for (const module of ['dashboard', 'maintenance', 'reforms', 'users', 'apartment', 'document'] as const) {
      expect(canSeeModule(user(type, []), module)).toBe(true);
    }
  });

  it("limits the morador to the first condominium's allowed modules", () => {
    const morador = user('morador', ['document']);
    expect(canSeeModule(morador, 'document')).toBe(true);
    expect(canSeeModule(morador, 'reforms')).toBe(false);
    expect(canSeeModule(user('morador', [], null), 'document')).toBe(false);
  });

  it('reads only the first condominium', () => {
    const morador = user('morador', ['document']);
    morador.condominium.push({ ...morador.condominium[0]!, allowed_modules: ['reforms'] });
    expect(canSeeModule(morador, 'reforms')).toBe(false);
  });
});

describe('planAllows (SPEC §6)', () => {
  it('keeps the plan ranks of the contract', () => {
    expect(PLAN_RANKS).toEqual(PLAN_RANK);
  });

  it('lets master through whatever the requirement', () => {
    expect(planAllows(user('master', [], null), { module: 'reforms', minPlan: 'Premium' })).toBe(true);
  });

  it('refuses when the module is not allowed, whatever the plan', () => {
    expect(planAllows(user('morador', [], 'Premium'), { module: 'reforms', minPlan: 'Free' })).toBe(false);
  });

  it.each(['sindico', 'zelador', 'engenheiro'] as const)('lets %s skip the plan check', (type) => {
    expect(planAllows(user(type, [], 'Free'), { module: 'reforms', minPlan: 'Premium' })).toBe(true);
  });

  it('always passes a Free requirement, or none', () => {
    const morador = user('morador', ['document'], 'Free');
    expect(planAllows(morador, { module: 'document', minPlan: 'Free' })).toBe(true);
    expect(planAllows(morador, { module: 'document', plans: ['Free', 'Premium'] })).toBe(true);
    expect(planAllows(morador, { module: 'document' })).toBe(true);
  });

  it('needs a listed plan', () => {
    expect(planAllows(user('morador', ['document'], 'Special'), { module: 'document', plans: ['Special', 'Premium'] })).toBe(true);
    expect(planAllows(user('morador', ['document'], 'Basic'), { module: 'document', plans: ['Special', 'Premium'] })).toBe(false);
  });

  it('or at least the minimum rank', () => {
    expect(planAllows(user('morador', ['document'], 'Premium'), { minPlan: 'Special' })).toBe(true);
    expect(planAllows(user('morador', ['document'], 'Special'), { minPlan: 'Special' })).toBe(true);
    expect(planAllows(user('morador', ['document'], 'Basic'), { minPlan: 'Special' })).toBe(false);
  });

  it('treats a user without a condominium as on the Free plan', () => {
    expect(planOf(user('morador', [], null))).toBe('Free');
    expect(planAllows(user('morador', [], null), { minPlan: 'Basic' })).toBe(false);
  });
});

describe('gateOutcome: hide, lock or fallback (SPEC §6)', () => {
  const requirement = { module: 'reforms', minPlan: 'Premium' } as const;
  it('shows what the plan allows', () => {
    expect(gateOutcome(user('sindico'), requirement, 'hide')).toBe('show');
  });
  it.each(['hide', 'lock', 'fallback'] as const)('answers %s for what it does not', (mode) => {
    expect(gateOutcome(user('morador', ['reforms'], 'Basic'), requirement, mode)).toBe(mode);
  });
});

describe('header and user menu rules (SPEC §6)', () => {
  it('offers the condominium profile to the síndico only', () => {
    expect(USER_TYPES.filter((type) => canSeeCondominiumProfile({ type }))).toEqual(['sindico']);
  });
  it('lets only the síndico edit the condominium profile; the other staff read it', () => {
    expect(USER_TYPES.filter((type) => canEditCondominiumProfile({ type }))).toEqual(['sindico']);
  });
  it("shows the building's name to the síndico and the morador only", () => {
    expect(USER_TYPES.filter((type) => showsBuildingName({ type }))).toEqual(['sindico', 'morador']);
  });
});
