import type { Condominium } from '#contract/condominiums.ts';
import type { DocumentDetails } from '#contract/documents.ts';
import type { Prospect } from '#contract/prospects.ts';
import type { ReformDetails } from '#contract/reforms.ts';
import { createMockDocuments } from './documents-fixtures.ts';
import { createMockCondominiums, createMockProspects } from './fixtures.ts';
import { createMockMaintenance, type MaintenanceStore } from './maintenance-fixtures.ts';
import { resetMockPeople } from './people-db.ts';
import { createMockReforms } from './reforms-fixtures.ts';

/** What the mock server has stored; the handlers change it, and every test starts from the fixtures again. */
export const mockDb: {
  condominiums: Condominium[];
  prospects: Prospect[];
  documents: DocumentDetails[];
  reforms: ReformDetails[];
  maintenance: MaintenanceStore;
  readNotifications: Set<string>;
} = {
  condominiums: createMockCondominiums(),
  prospects: createMockProspects(),
  documents: createMockDocuments(),
  reforms: createMockReforms(),
  maintenance: createMockMaintenance(),
  readNotifications: new Set(),
};

export function resetMockDb(): void {
  mockDb.condominiums = createMockCondominiums();
  mockDb.prospects = createMockProspects();
  mockDb.documents = createMockDocuments();
  mockDb.reforms = createMockReforms();
  mockDb.maintenance = createMockMaintenance();
  mockDb.readNotifications = new Set();
  resetMockPeople();
}
