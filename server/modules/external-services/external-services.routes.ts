import type { FastifyInstance } from 'fastify';
import { externalServicesEndpoints } from '#contract/external-services.ts';
import type { AppContext } from '#server/context.ts';
import type { Executor } from '#server/db/client.ts';
import { access } from '#server/platform/access/policy.ts';
import { addEndpoint } from '#server/platform/route.ts';
import { resolvePlace } from './places.repository.ts';

/** The external services have quotas of their own; a person filling forms needs far fewer calls than this. */
const LOOKUPS_PER_MINUTE = { max: 60, timeWindow: '1 minute' };

/**
 * The city and state of a looked-up address as the forms take them: with their IBGE ids, and the city's name as IBGE
 * spells it when it is found (else as the service gave it).
 */
async function placeFields<C extends string | null>(db: Executor, found: { uf: string | null; city: C; cityIbgeCode: number | null }) {
  const place = await resolvePlace(db, found.uf, found.city, found.cityIbgeCode);
  return { city: place.cityName, city_id: place.cityId, state_id: place.stateId };
}

export async function externalServicesRoutes(app: FastifyInstance, { db, lookups }: AppContext) {
  addEndpoint(app, externalServicesEndpoints.searchCnpj, {
    access: access.authenticated,
    rateLimit: LOOKUPS_PER_MINUTE,
    handler: async (request) => {
      const company = await lookups.company(request.params.cnpj);
      return {
        data: {
          cnpj: company.cnpj,
          corporate_name: company.corporateName,
          comercial_name: company.tradeName,
          email: company.email,
          phone: company.phone,
          zip_code: company.zipCode,
          street: company.street,
          number: company.number,
          complement: company.complement,
          neighborhood: company.neighborhood,
          uf: company.uf,
          situation: company.situation,
          ...(await placeFields(db, company)),
        },
      };
    },
  });

  addEndpoint(app, externalServicesEndpoints.zipCode, {
    access: access.authenticated,
    rateLimit: LOOKUPS_PER_MINUTE,
    handler: async (request) => {
      const address = await lookups.address(request.params.zip);
      return { data: { zip_code: address.zipCode, street: address.street, neighborhood: address.neighborhood, uf: address.uf, ...(await placeFields(db, address)) } };
    },
  });
}
