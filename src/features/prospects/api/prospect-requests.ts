import type { RegisterRequest } from '#contract/prospects.ts';
import { callEndpointLazily, preloadHttp } from '#src/lib/http-lazy.ts';

// The access request is a public page: the contract (with zod and the CNPJ validator) loads on first use.
export const loadProspectSchemas = () => import('#contract/prospects.ts');

export const prospectRequests = {
  /** POST /register: a stranger asks for access (201). */
  register: (body: RegisterRequest) =>
    callEndpointLazily(async () => (await loadProspectSchemas()).prospectsEndpoints.register, { body }).then(
      (r) => r.data,
    ),
};

export function preloadProspectRequests(): void {
  void preloadHttp();
  void loadProspectSchemas();
}
