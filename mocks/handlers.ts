import { auditHandlers } from './audit-handlers.ts';
import { authHandlers } from './auth-handlers.ts';
import { commonHandlers } from './common-handlers.ts';
import { condominiumsHandlers } from './condominiums-handlers.ts';
import { dashboardHandlers } from './dashboard-handlers.ts';
import { documentsHandlers } from './documents-handlers.ts';
import { externalServicesHandlers } from './external-services-handlers.ts';
import { maintenanceHandlers } from './maintenance-handlers.ts';
import { notificationsHandlers } from './notifications-handlers.ts';
import { peopleHandlers } from './people-handlers.ts';
import { personalDataHandlers } from './personal-data-handlers.ts';
import { plansHandlers } from './plans-handlers.ts';
import { prospectsHandlers } from './prospects-handlers.ts';
import { reformsHandlers } from './reforms-handlers.ts';

// Contract-valid fixtures and error cases for the SPA's tests, one file per module: the contract's paths, its
// envelope, and JSON encoded with the endpoint's own response schema (so dates travel as ISO strings, as on the
// wire). They do not re-implement the server: no filtering, no ordering, no access rules (who may call what is the
// server's, tested by its access matrix and end to end). A token stands for its demo user; without one the answer is
// 401. Listings answer ten fixture rows a page, whatever the filter: a test that needs another answer says so with
// `server.use` (answer-listing.ts for a listing's rows).

export const handlers = [
  ...authHandlers(),
  ...notificationsHandlers(),
  ...commonHandlers(),
  ...plansHandlers(),
  ...externalServicesHandlers(),
  ...condominiumsHandlers(),
  ...prospectsHandlers(),
  ...documentsHandlers(),
  ...reformsHandlers(),
  ...maintenanceHandlers(),
  // Before the people's: `GET /users/data-export/{uuid}` would otherwise match `GET /users/{status}/{type}`.
  ...personalDataHandlers(),
  ...peopleHandlers(),
  ...dashboardHandlers(),
  ...auditHandlers(),
];
