import { http } from 'msw';
import { plansEndpoints } from '#contract/plans.ts';
import { mockPlans } from './fixtures.ts';
import { bearer, reply, unauthenticated, url } from './http-helpers.ts';

// The plans a condominium may have (see handlers.ts).

export function plansHandlers() {
  return [
    http.get(url(plansEndpoints.list), ({ request }) =>
      bearer(request) ? reply(plansEndpoints.list, { data: mockPlans }) : unauthenticated(),
    ),
  ];
}
