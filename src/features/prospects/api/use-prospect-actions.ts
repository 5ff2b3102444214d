import { listsOf } from '#src/api/module-api.ts';
import { prospectApi } from './prospect-queries.ts';

/**
 * PUT /prospects/send-access/{uuid}: creates the condominium and the síndico, so the condominium listing is stale
 * too; a CNPJ or e-mail already registered opens the 'Ops!' dialog (SPEC §8).
 */
export const useSendProspectAccess = () => prospectApi.useTransition('sendAccess', { alsoStale: [listsOf('condominiums')] });
