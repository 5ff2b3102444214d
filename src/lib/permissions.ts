import { redirect } from '@tanstack/react-router';
import type { SessionUser } from '#contract/auth.ts';
import { moduleAllowed } from '#contract/module-access.ts';
import type { ModuleKey, PlanName } from '#contract/plans.ts';
import { USER_TYPES, type UserType } from '#contract/user-types.ts';

// Only types from contract/, and its zod-free module-access.ts and user-types.ts: this file runs in the route guards,
// which load with the first page, and the rest of the contract's runtime brings zod along.

/** The condominium staff: síndico, zelador and engenheiro. */
export const STAFF_TYPES = ['sindico', 'zelador', 'engenheiro'] as const satisfies readonly UserType[];
const MASTER_AND_STAFF = ['master', ...STAFF_TYPES] as const;
const MASTER_ONLY = ['master'] as const;

/**
 * SPEC §2: who may open each protected route. One table for the route guard, the menu and their tests; paths
 * are TanStack Router patterns (`$id` is one segment). Routes whose screens come with later issues are here
 * already; a route missing from this table is closed to everyone.
 */
export const ROUTE_ACCESS = {
  '/user-register': MASTER_AND_STAFF,
  '/user-register-add': MASTER_AND_STAFF,
  '/user-register-edit/$id': MASTER_AND_STAFF,
  '/apartments-register': MASTER_AND_STAFF,
  '/documents-register': USER_TYPES,
  '/user-profile': USER_TYPES,
  // Issue 23 §4: the notification centre, "Ver todas" from the bell; each person sees their own.
  '/avisos': USER_TYPES,
  '/reforms-register': USER_TYPES,
  '/reforms-register-add': USER_TYPES,
  '/reforms-register-edit/$id': USER_TYPES,
  '/dashboard': USER_TYPES,
  '/condominium-register': MASTER_ONLY,
  '/condominium-register-add': MASTER_ONLY,
  '/condominium-register-edit/$id': MASTER_ONLY,
  '/condominium-register/maintenance/$id': MASTER_ONLY,
  '/prospects-listing': MASTER_ONLY,
  // A prospect's detail: SPEC §2 does not show its route; like the listing it comes from, master only.
  '/prospects-listing/$id': MASTER_ONLY,
  '/condominium-profile': STAFF_TYPES,
  '/maintenance': STAFF_TYPES,
  '/maintenance-details/$id': STAFF_TYPES,
  // Issue 25 §4: the audit trail, the master's whole, a síndico's of their condominiums.
  '/auditoria': ['master', 'sindico'],
} as const satisfies Record<string, readonly UserType[]>;

/**
 * Issue 25 §4 (LGPD art. 18): who is offered another person's data export and erasure on the users screens. The
 * server decides per person too: a síndico erases only someone who belongs to none but their condominiums.
 */
export const PERSONAL_DATA_ACCESS = {
  export: MASTER_ONLY,
  erase: ['master', 'sindico'],
} as const satisfies Record<string, readonly UserType[]>;

export function canHandlePersonalData(type: UserType | undefined, action: keyof typeof PERSONAL_DATA_ACCESS): boolean {
  return (PERSONAL_DATA_ACCESS[action] as readonly string[]).includes(type ?? '');
}

export type ProtectedRoute = keyof typeof ROUTE_ACCESS;
export const PROTECTED_ROUTES = Object.keys(ROUTE_ACCESS) as ProtectedRoute[];

function matchesPattern(pattern: string, pathname: string): boolean {
  const patternSegments = pattern.split('/');
  const pathSegments = pathname.replace(/\/+$/, '').split('/');
  if (patternSegments.length !== pathSegments.length) return false;
  return patternSegments.every((segment, index) => segment.startsWith('$') ? pathSegments[index] !== '' : segment === pathSegments[index]);
}

/** The protected route a concrete path belongs to (`/user-register-edit/42` → `/user-register-edit/$id`). */
export function protectedRouteOf(pathname: string): ProtectedRoute | undefined {
  return PROTECTED_ROUTES.find((pattern) => matchesPattern(pattern, pathname));
}

export function canAccessRoute(type: string | undefined, route: ProtectedRoute): boolean {
  return (ROUTE_ACCESS[route] as readonly string[]).includes(type ?? '');
}

export function canAccessPath(type: string | undefined, pathname: string): boolean {
  const route = protectedRouteOf(pathname);
  return route !== undefined && canAccessRoute(type, route);
}

/** SPEC §2: a signed-in user whose type is not allowed goes to /404. */
export function assertAllowed(user: Pick<SessionUser, 'type'>, pathname: string): void {
  if (!canAccessPath(user.type, pathname)) throw redirect({ to: '/404', replace: true });
}

type ModuleUser = Pick<SessionUser, 'type' | 'condominium'>;

function isStaff(type: UserType): boolean {
  return (STAFF_TYPES as readonly UserType[]).includes(type);
}

/** SPEC §6: which modules a user may use, decided by the rule the server applies too; the menu reads the first condominium. */
export function canSeeModule(user: ModuleUser, module?: ModuleKey): boolean {
  return moduleAllowed(user.type, module, user.condominium[0]);
}

/** SPEC §6 and §9: Free 0, Basic 1, Special 2, Premium 3 (as contract/plans.ts; kept here as data, see above). */
export const PLAN_RANKS: Readonly<Record<PlanName, number>> = { Free: 0, Basic: 1, Special: 2, Premium: 3 };
/** SPEC §9: a condominium without a plan is on Free. */
export const FALLBACK_PLAN: PlanName = 'Free';

/** What a gated feature needs: a module, and either one of some plans or a minimum plan. */
export interface PlanRequirement {
  module?: ModuleKey;
  plans?: readonly PlanName[];
  minPlan?: PlanName;
}

export function planOf(user: Pick<SessionUser, 'condominium'>): PlanName {
  return user.condominium[0]?.plan.name ?? FALLBACK_PLAN;
}

/**
 * SPEC §6 plan gating: master always passes; otherwise the module must be allowed, then síndico, zelador and
 * engenheiro skip the plan check, a requirement of Free (or none) always passes, and anyone else needs one of the
 * listed plans or at least the minimum rank.
 */
export function planAllows(user: ModuleUser, requirement: PlanRequirement): boolean {
  if (user.type === 'master') return true;
  if (!canSeeModule(user, requirement.module)) return false;
  if (isStaff(user.type)) return true;
  const { plans, minPlan } = requirement;
  if (!plans && !minPlan) return true;
  if (plans?.includes(FALLBACK_PLAN) || minPlan === FALLBACK_PLAN) return true;
  const plan = planOf(user);
  if (plans?.includes(plan)) return true;
  return minPlan !== undefined && PLAN_RANKS[plan] >= PLAN_RANKS[minPlan];
}

/** SPEC §6: a gated item the user may not use is hidden, shown disabled with a lock, or replaced by a fallback. */
export type GateMode = 'hide' | 'lock' | 'fallback';
export type GateOutcome = 'show' | GateMode;

export function gateOutcome(user: ModuleUser, requirement: PlanRequirement, mode: GateMode): GateOutcome {
  return planAllows(user, requirement) ? 'show' : mode;
}

/** SPEC §6: the condominium profile entry is for the síndico only. */
export function canSeeCondominiumProfile(user: Pick<SessionUser, 'type'>): boolean {
  return user.type === 'sindico';
}

/** The síndico edits their condominium's profile; the zelador and the engenheiro only read it. */
export function canEditCondominiumProfile(user: Pick<SessionUser, 'type'>): boolean {
  return user.type === 'sindico';
}

/** SPEC §6: the building's name in the header is for the síndico and the morador only. */
export function showsBuildingName(user: Pick<SessionUser, 'type'>): boolean {
  return user.type === 'sindico' || user.type === 'morador';
}
