import * as apartments from '#contract/apartments.ts';
import * as audit from '#contract/audit.ts';
import * as auth from '#contract/auth.ts';
import { API_PREFIX } from '#contract/common.ts';
import * as common from '#contract/common-endpoints.ts';
import * as condominiums from '#contract/condominiums.ts';
import * as dashboard from '#contract/dashboard.ts';
import * as documents from '#contract/documents.ts';
import * as externalServices from '#contract/external-services.ts';
import * as maintenance from '#contract/maintenance.ts';
import * as notifications from '#contract/notifications.ts';
import * as personalData from '#contract/personal-data.ts';
import * as plans from '#contract/plans.ts';
import * as prospects from '#contract/prospects.ts';
import * as reforms from '#contract/reforms.ts';
import type { UploadEndpoint } from '#contract/uploads.ts';
import * as users from '#contract/users.ts';

/** Every contract module that describes routes; a route of a module left out here gets no operationId, which the lint test refuses. */
const CONTRACT_MODULES = [auth, common, notifications, plans, condominiums, prospects, apartments, users, documents, reforms, maintenance, dashboard, externalServices, audit, personalData];

const HTTP_METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);

const isRoute = (value: Record<string, unknown>) => typeof value.method === 'string' && HTTP_METHODS.has(value.method) && typeof value.path === 'string' && value.path.startsWith('/');

/** `usersEndpoints.listing` → `usersListing`, `referenceEditingEndpoints.types.create` → `referenceEditingTypesCreate`. */
function operationIdOf(names: string[]) {
  const [first = '', ...rest] = names;
  return [first.replace(/Endpoints$/, ''), ...rest.map((name) => name.charAt(0).toUpperCase() + name.slice(1))].join('');
}

export interface ContractRoute {
  operationId: string;
  upload?: UploadEndpoint;
}

const isUpload = (value: Record<string, unknown>): value is Record<string, unknown> & UploadEndpoint =>
  typeof value.rule === 'object' && typeof value.fields === 'object' && value.fields !== null && '_zod' in value.fields;

/**
 * Every route the contract describes (an endpoint, an upload, a download), keyed by `METHOD /api/v1/path` in
 * Fastify's form, with its contract name, which integrators' generated clients call (`usersListing()`, as the SPA
 * names the same call), and for an upload what its multipart body holds.
 */
export function contractRoutes(): Map<string, ContractRoute> {
  const routes = new Map<string, ContractRoute>();
  const seen = new Set<unknown>();
  const visit = (value: unknown, names: string[]) => {
    if (!value || typeof value !== 'object' || seen.has(value) || '_zod' in value) return;
    seen.add(value);
    const record = value as Record<string, unknown>;
    if (isRoute(record)) {
      const key = `${String(record.method)} ${API_PREFIX}${String(record.path)}`;
      if (!routes.has(key)) routes.set(key, { operationId: operationIdOf(names), ...(isUpload(record) && { upload: record }) });
      return;
    }
    for (const [name, child] of Object.entries(record)) visit(child, [...names, name]);
  };
  for (const module of CONTRACT_MODULES) for (const [name, value] of Object.entries(module)) visit(value, [name]);
  return routes;
}
