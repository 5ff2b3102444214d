import type { FileOwner } from '#server/adapters/storage/orphan-sweep.ts';
import type { Database } from '#server/db/client.ts';
import { systemScope } from '#server/platform/access/tenancy.ts';
import { inScope } from '#server/platform/access/unit-of-work.ts';
import { referencedLogoKeys } from './condominiums/condominiums.repository.ts';
import { referencedVersionKeys } from './documents/documents.repository.ts';
import { DOCUMENTS_PREFIX } from './documents/documents.service.ts';
import { evidenceFiles } from './maintenance/executions.service.ts';
import { reformPapers } from './reforms/reform-attachments.ts';
import { PICTURES_PREFIX } from './users/profile-picture.ts';
import { referencedPictureKeys } from './users/users.repository.ts';

/** Every kind of record that names stored files; a module that stores files adds its owner here. */
export function fileOwners(db: Database): FileOwner[] {
  const scope = systemScope('stored-file-sweep');
  return [
    { prefix: 'logos', referenced: (keys) => inScope(db, scope, (tx) => referencedLogoKeys(tx, scope, keys)) },
    { prefix: PICTURES_PREFIX, referenced: (keys) => referencedPictureKeys(db, keys) },
    { prefix: DOCUMENTS_PREFIX, referenced: (keys) => inScope(db, scope, (tx) => referencedVersionKeys(tx, scope, keys)) },
    reformPapers.fileOwner(db),
    evidenceFiles.fileOwner(db),
  ];
}
