import type { FastifyInstance } from 'fastify';
import { productToday } from '#contract/calendar.ts';
import { dashboardEndpoints, type CondominiumBlock } from '#contract/dashboard.ts';
import { moduleAllowed } from '#contract/module-access.ts';
import type { ModuleKey } from '#contract/plans.ts';
import { access, type CallContext } from '#server/platform/access/policy.ts';
import { addEndpoint } from '#server/platform/route.ts';
import { apartmentsSummary, condominiumsOf, maintenancesSummary, platformCondominiums, reformsSummary, usersSummary, waitingProspects } from './dashboard.repository.ts';

const STAFF = ['master', 'sindico', 'zelador', 'engenheiro'] as const;

/** A morador's condominiums whose plan gives them `module` (SPEC §6: per condominium, not the union). */
const residentCondominiums = (caller: CallContext['caller'], module: ModuleKey) =>
  caller.user.condominium.filter((condominium) => moduleAllowed(caller.type, module, condominium)).map((condominium) => condominium.uuid);

// SPEC §2: every type has the dashboard; each block follows its module's plan gate (SPEC §6), so a block of a module
// outside the plan answers 403 MODULE_NOT_ENABLED and the screen shows it locked.
export async function dashboardRoutes(app: FastifyInstance) {
  addEndpoint(app, dashboardEndpoints.condominium, {
    access: access.inModule('dashboard', ...STAFF, 'morador'),
    handler: async (_request, call) => ({
      data: await call.inScope((tx): Promise<CondominiumBlock> =>
        call.caller.type === 'master'
          ? platformCondominiums(tx, call.scope)
          : condominiumsOf(tx, call.scope, productToday(), {
              expiring: call.caller.type !== 'morador',
              residentDocumentIn: call.caller.type === 'morador' ? residentCondominiums(call.caller, 'document') : null,
            }),
      ),
    }),
  });

  addEndpoint(app, dashboardEndpoints.prospects, { access: access.platform, handler: async (_request, call) => ({ data: await call.inScope((tx) => waitingProspects(tx, call.scope)) }) });

  addEndpoint(app, dashboardEndpoints.reforms, {
    access: access.inModule('reforms', ...STAFF, 'morador'),
    handler: async (_request, call) => ({
      data: await call.inScope((tx) =>
        reformsSummary(
          tx,
          call.scope,
          call.caller.type === 'morador'
            ? { kind: 'resident', userId: call.caller.userId, condominiumIds: residentCondominiums(call.caller, 'reforms') }
            : { kind: 'staff' },
        ),
      ),
    }),
  });

  addEndpoint(app, dashboardEndpoints.apartments, {
    access: access.inModule('apartment', ...STAFF),
    handler: async (_request, call) => ({ data: await call.inScope((tx) => apartmentsSummary(tx, call.scope)) }),
  });

  addEndpoint(app, dashboardEndpoints.users, {
    access: access.inModule('users', ...STAFF),
    handler: async (_request, call) => ({ data: await call.inScope((tx) => usersSummary(tx, call.scope)) }),
  });

  addEndpoint(app, dashboardEndpoints.maintenances, {
    access: access.inModule('maintenance', ...STAFF, 'morador'),
    handler: async (_request, call) => ({
      data: await call.inScope((tx) =>
        maintenancesSummary(tx, call.scope, call.caller.type === 'morador' ? { kind: 'resident', condominiumIds: residentCondominiums(call.caller, 'maintenance') } : { kind: 'staff' }, productToday()),
      ),
    }),
  });
}
