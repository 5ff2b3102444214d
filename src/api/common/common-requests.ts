import { API_BASE_URL } from '#src/lib/api-base-url.ts';
import { ApiError, CLIENT_ERROR_CODES, CLIENT_ERROR_MESSAGES } from '#src/lib/api-error.ts';
import { callEndpointLazily } from '#src/lib/http-lazy.ts';

// States and cities fill forms on public pages too (the access request): the contract loads on first use.
const endpoints = () => import('#contract/common-endpoints.ts').then((module) => module.commonEndpoints);

export const commonRequests = {
  states: () => callEndpointLazily(async () => (await endpoints()).states).then((r) => r.data),
  citiesByState: (state: string) =>
    callEndpointLazily(async () => (await endpoints()).citiesByState, { params: { state } }).then((r) => r.data),
  version: fetchDeployedVersion,
};

/**
 * GET /version.json (not enveloped). It runs at every start, on every page, so it uses fetch and checks its one
 * field by hand: loading ky and zod for it would double what /login downloads.
 */
async function fetchDeployedVersion(): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}/version.json`, { cache: 'no-store' });
  } catch {
    throw new ApiError(0, CLIENT_ERROR_CODES.network, CLIENT_ERROR_MESSAGES.network);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok && isVersion(body)) return body.version;
  throw new ApiError(response.status, CLIENT_ERROR_CODES.unexpected, CLIENT_ERROR_MESSAGES.unexpected);
}

function isVersion(body: unknown): body is { version: string } {
  return typeof body === 'object' && body !== null && typeof (body as { version?: unknown }).version === 'string';
}
