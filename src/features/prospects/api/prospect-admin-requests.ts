import type { z } from 'zod';
import { prospectsEndpoints, type prospectForm } from '#contract/prospects.ts';
import { callEndpoint } from '#src/lib/http.ts';
import type { StatusChange } from '#src/ui/data-table/use-status-toggle.ts';

export type ProspectBody = z.output<typeof prospectForm>;

const { update, activate, inactivate, sendAccess } = prospectsEndpoints;

/** The master's actions on access requests. */
export const prospectAdminRequests = {
  /** PUT /prospects/update/{uuid} */
  update: ({ uuid, body }: { uuid: string; body: ProspectBody }) => callEndpoint(update, { params: { uuid }, body }).then((r) => r.data),
  /** PUT /prospects/active/{uuid} or /prospects/inactive/{uuid} */
  setActive: ({ uuid, active }: StatusChange) => callEndpoint(active ? activate : inactivate, { params: { uuid } }).then((r) => r.data),
  /** PUT /prospects/send-access/{uuid}: creates the condominium and the síndico, and e-mails the set-password link. */
  sendAccess: (uuid: string) => callEndpoint(sendAccess, { params: { uuid } }).then((r) => r.data),
};
