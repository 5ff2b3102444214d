import type { Condominium } from '#contract/condominiums.ts';
import type { Prospect } from '#contract/prospects.ts';
import { createMockCondominiums, createMockProspects } from './fixtures.ts';
import { resetMockPeople } from './people-db.ts';

/** What the mock server has stored; the handlers change it, and every test starts from the fixtures again. */
export const mockDb: { condominiums: Condominium[]; prospects: Prospect[]; readNotifications: Set<string> } = {
  condominiums: createMockCondominiums(),
  prospects: createMockProspects(),
  readNotifications: new Set(),
};

export function resetMockDb(): void {
  mockDb.condominiums = createMockCondominiums();
  mockDb.prospects = createMockProspects();
  mockDb.readNotifications = new Set();
  resetMockPeople();
}
