import type { FastifyInstance } from 'fastify';
import { externalServicesEndpoints } from '#contract/external-services.ts';
import type { AppContext } from '#server/context.ts';
import { access } from '#server/platform/access/policy.ts';
import { addEndpoint } from '#server/platform/route.ts';
import { resolvePlace } from './places.repository.ts';

/** The external services have quotas of their own; a person filling forms needs far fewer calls than this. */
const LOOKUPS_PER_MINUTE = { max: 60, timeWindow: '1 minute' };

export async function externalServicesRoutes(app: FastifyInstance, { db, lookups }: AppContext) {
  addEndpoint(app, externalServicesEndpoints.searchCnpj, {
    access: access.authenticated,
    rateLimit: LOOKUPS_PER_MINUTE,
    handler: async (request) => {
      const company = await lookups.company(request.params.cnpj);
      const place = await resolvePlace(db, company.uf, company.city, company.cityIbgeCode);
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
          city: place.cityName,
          city_id: place.cityId,
          uf: company.uf,
          state_id: place.stateId,
          situation: company.situation,
        },
      };
    },
  });

  addEndpoint(app, externalServicesEndpoints.zipCode, {
    access: access.authenticated,
    rateLimit: LOOKUPS_PER_MINUTE,
    handler: async (request) => {
      const address = await lookups.address(request.params.zip);
      const place = await resolvePlace(db, address.uf, address.city, address.cityIbgeCode);
      return {
        data: {
          zip_code: address.zipCode,
          street: address.street,
          neighborhood: address.neighborhood,
          city: place.cityName ?? address.city,
          city_id: place.cityId,
          uf: address.uf,
          state_id: place.stateId,
        },
      };
    },
  });
}
