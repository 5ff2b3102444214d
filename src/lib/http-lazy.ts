import type { Endpoint } from '#contract/endpoint.ts';
import type { EndpointInput, EndpointResult } from './http.ts';

/**
 * `callEndpoint`, with the HTTP client and the contract (zod) loaded on first use. Code that runs on the public
 * pages calls through here so that their first load stays small (issue 3: /login within 120 KB of gzip JS).
 */
export async function callEndpointLazily<E extends Endpoint>(
  loadEndpoint: () => Promise<E>,
  input?: EndpointInput,
): Promise<EndpointResult<E>> {
  const [{ callEndpoint }, endpoint] = await Promise.all([import('./http.ts'), loadEndpoint()]);
  return callEndpoint(endpoint, input);
}

/** Starts loading the HTTP client early, e.g. when a person starts typing in a form. */
export function preloadHttp(): Promise<unknown> {
  return import('./http.ts');
}
