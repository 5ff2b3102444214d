import { http } from 'msw';
import type { z } from 'zod';
import {
  condominiumForm,
  condominiumProfileFields,
  condominiumsEndpoints,
  logoRule,
  logoImagePath,
  logoUpload,
  type Condominium,
  type CondominiumListItem,
} from '#contract/condominiums.ts';
import { mockDb } from './db.ts';
import { mockCities, mockPlans, mockStates } from './fixtures.ts';
import { apiError, caller, page, reply, url, validationError } from './http-helpers.ts';

// Condominiums over the mock store: the listing, the record, its forms, its status and its logo (see handlers.ts).

/** A stored condominium as the listing shows it. */
export function condominiumListItem(row: Condominium): CondominiumListItem {
  return {
    uuid: row.uuid,
    cnpj: row.cnpj,
    comercial_name: row.comercial_name,
    corporate_name: row.corporate_name,
    plan: row.plan,
    active: row.active,
    logo: row.logo,
    created_at: row.created_at,
    city: row.city && row.state ? { ...row.city, uf: row.state.uf } : null,
  };
}

export const cnpjTaken = () => apiError(409, 'CNPJ_ALREADY_EXISTS', 'Este CNPJ já possui cadastro no sistema.');
const condominiumNotFound = () => apiError(404, 'NOT_FOUND', 'Condomínio não encontrado.');

/** The stored condominium after a form or profile form was applied to it (state, city and plan resolved). */
function applyCondominiumFields(
  current: Condominium,
  fields: z.output<typeof condominiumProfileFields> & Partial<z.output<typeof condominiumForm>>,
): Condominium {
  const state = mockStates.find((candidate) => candidate.id === fields.state_id) ?? null;
  const city = mockCities.find((candidate) => candidate.id === fields.city_id) ?? null;
  const plan = fields.plan ? mockPlans.find((candidate) => candidate.name === fields.plan)! : undefined;
  return {
    ...current,
    ...(fields.cnpj !== undefined && { cnpj: fields.cnpj }),
    ...(fields.corporate_name !== undefined && { corporate_name: fields.corporate_name }),
    ...(plan && { plan: { name: plan.name, rank: plan.rank }, allowed_modules: fields.allowed_modules ?? [...plan.modules] }),
    comercial_name: fields.comercial_name,
    email: fields.email ?? null,
    phone: fields.phone ?? null,
    mobile_phone: fields.mobile_phone ?? null,
    zip_code: fields.zip_code,
    street: fields.street,
    number: fields.number,
    complement: fields.complement ?? null,
    neighborhood: fields.neighborhood,
    state,
    city: city && { id: city.id, name: city.name },
    units: fields.units,
    blocks: fields.blocks,
    updated_at: new Date(),
  };
}

export function condominiumsHandlers() {
  const { listing, own, store, show, update, updateProfile, activate, inactivate } = condominiumsEndpoints;
  const find = (uuid: unknown) => mockDb.condominiums.find((condominium) => condominium.uuid === uuid);
  const setActive = (endpoint: typeof activate | typeof inactivate, active: boolean) =>
    http.put(url(endpoint), ({ request, params }) => {
      const user = caller(request);
      if (user instanceof Response) return user;
      const condominium = find(params.uuid);
      if (!condominium) return condominiumNotFound();
      condominium.active = active;
      return reply(endpoint, { data: condominium });
    });

  return [
    http.get(url(listing), ({ request }) => {
      const user = caller(request);
      if (user instanceof Response) return user;
      return reply(listing, { data: page(request, mockDb.condominiums.map(condominiumListItem)) });
    }),
    http.get(url(show), ({ request, params }) => {
      const user = caller(request);
      if (user instanceof Response) return user;
      const condominium = find(params.id);
      return condominium ? reply(show, { data: condominium }) : condominiumNotFound();
    }),
    http.post(url(store), async ({ request }) => {
      const user = caller(request);
      if (user instanceof Response) return user;
      const body = condominiumForm.safeParse(await request.json());
      if (!body.success) return validationError(body.error);
      if (mockDb.condominiums.some((condominium) => condominium.cnpj === body.data.cnpj)) return cnpjTaken();
      const now = new Date();
      const blank = { ...mockDb.condominiums[0]!, uuid: crypto.randomUUID(), logo: null, active: true, created_at: now };
      const created = applyCondominiumFields(blank, body.data);
      mockDb.condominiums.unshift(created);
      return reply(store, { data: created });
    }),
    http.put(url(update), async ({ request, params }) => {
      const user = caller(request);
      if (user instanceof Response) return user;
      const current = find(params.uuid);
      if (!current) return condominiumNotFound();
      const body = condominiumForm.safeParse(await request.json());
      if (!body.success) return validationError(body.error);
      if (mockDb.condominiums.some((other) => other !== current && other.cnpj === body.data.cnpj)) return cnpjTaken();
      const updated = applyCondominiumFields(current, body.data);
      Object.assign(current, updated);
      return reply(update, { data: current });
    }),
    http.put(url(updateProfile), async ({ request, params }) => {
      const user = caller(request);
      if (user instanceof Response) return user;
      const current = find(params.uuid);
      if (!current) return condominiumNotFound();
      const body = condominiumProfileFields.safeParse(await request.json());
      if (!body.success) return validationError(body.error);
      Object.assign(current, applyCondominiumFields(current, body.data));
      return reply(updateProfile, { data: current });
    }),
    setActive(activate, true),
    setActive(inactivate, false),
    http.post(url(logoUpload), async ({ request }) => {
      const user = caller(request);
      if (user instanceof Response) return user;
      const form = await request.formData();
      const condominium = find(form.get('condominium'));
      if (!condominium) return condominiumNotFound();
      const logo = form.get('logo');
      if (!(logo instanceof File) || !logoRule.types.some((type) => type.mime === logo.type)) {
        return apiError(422, 'VALIDATION_ERROR', 'Envie uma imagem PNG, JPEG ou WebP.', { logo: ['Envie uma imagem PNG, JPEG ou WebP.'] });
      }
      if (logo.size > logoRule.maxBytes) return apiError(413, 'FILE_TOO_LARGE', 'A imagem deve ter no máximo 2 MB.');
      condominium.logo = `${logoImagePath(condominium.uuid)}?v=${Date.now()}`;
      return reply(logoUpload, { data: condominium });
    }),
    // Last: `/condominium/:id` would also match `/condominium/listing`.
    http.get(url(own), ({ request, params }) => {
      const user = caller(request);
      if (user instanceof Response) return user;
      const condominium = find(params.id);
      return condominium ? reply(own, { data: condominium }) : condominiumNotFound();
    }),
  ];
}

