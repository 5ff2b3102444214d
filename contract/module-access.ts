import type { ModuleKey } from './plans.ts';
import type { UserType } from './users.ts';

// Types only: the SPA's route guards load this with the first page, and contract's runtime would bring zod along.

/** SPEC §6: síndico, zelador and engenheiro always have these modules, whatever the plan allows. */
export const STAFF_MODULES: readonly ModuleKey[] = ['dashboard', 'maintenance', 'reforms', 'users', 'apartment', 'document'];

const STAFF_TYPES: readonly string[] = ['sindico', 'zelador', 'engenheiro'] satisfies UserType[];

/**
 * SPEC §6, the one rule for the SPA's menu and the server's gate: master is never gated; síndico, zelador and
 * engenheiro have the staff modules plus the condominium's `allowed_modules`; morador and any other type only the
 * `allowed_modules` of `condominium` — the one the request acts on (the menu: the user's first). An item or route with
 * no module is open to all.
 */
export function moduleAllowed(
  type: string,
  module: ModuleKey | undefined,
  condominium: { allowed_modules: readonly ModuleKey[] } | undefined,
): boolean {
  if (!module || type === 'master') return true;
  if (STAFF_TYPES.includes(type) && STAFF_MODULES.includes(module)) return true;
  return condominium?.allowed_modules.includes(module) ?? false;
}
