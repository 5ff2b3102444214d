import type { SessionUser } from '#contract/auth.ts';
import type { ModuleKey } from '#contract/plans.ts';
import type { UserType } from '#contract/users.ts';
import { canSeeModule } from '#src/lib/permissions.ts';

type BlockUser = Pick<SessionUser, 'type' | 'condominium'>;

const EVERYONE: readonly UserType[] = ['master', 'sindico', 'zelador', 'engenheiro', 'morador'];
const MASTER_AND_STAFF: readonly UserType[] = ['master', 'sindico', 'zelador', 'engenheiro'];

/**
 * Who may call each block of SPEC §7 and the module whose plan gate it follows (SPEC §6), as the server declares
 * them (server/modules/dashboard/dashboard.routes.ts): prospects are master's; apartments and users the staff's too.
 */
export const DASHBOARD_BLOCKS = {
  condominium: { types: EVERYONE, module: 'dashboard' },
  prospects: { types: ['master'], module: undefined },
  reforms: { types: EVERYONE, module: 'reforms' },
  apartments: { types: MASTER_AND_STAFF, module: 'apartment' },
  users: { types: MASTER_AND_STAFF, module: 'users' },
  maintenances: { types: EVERYONE, module: 'maintenance' },
} as const satisfies Record<string, { types: readonly UserType[]; module: ModuleKey | undefined }>;

export type BlockName = keyof typeof DASHBOARD_BLOCKS;
export const BLOCK_NAMES = Object.keys(DASHBOARD_BLOCKS) as BlockName[];

/**
 * Whether a user sees a block, and whether it may be requested: 'hidden' for a type the block is not for, 'locked'
 * for a module outside the plan of the user's first condominium (the menu's rule, SPEC §6), 'open' otherwise.
 */
export function blockAccess(user: BlockUser, name: BlockName): 'hidden' | 'locked' | 'open' {
  const block = DASHBOARD_BLOCKS[name];
  if (!(block.types as readonly string[]).includes(user.type)) return 'hidden';
  return canSeeModule(user, block.module) ? 'open' : 'locked';
}

/** The blocks a user's dashboard shows, open or locked. */
export function visibleBlocks(user: BlockUser): BlockName[] {
  return BLOCK_NAMES.filter((name) => blockAccess(user, name) !== 'hidden');
}
