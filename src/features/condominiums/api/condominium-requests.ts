import type { z } from 'zod';
import { condominiumsEndpoints, logoUpload, type condominiumForm, type condominiumProfileFields } from '#contract/condominiums.ts';
import { callEndpoint } from '#src/lib/http.ts';
import type { StatusChange } from '#src/ui/data-table/use-status-toggle.ts';

/** What the forms send, already checked and normalised by the contract's schemas. */
export type CondominiumBody = z.output<typeof condominiumForm>;
export type CondominiumProfileBody = z.output<typeof condominiumProfileFields>;

const { store, update, updateProfile, activate, inactivate } = condominiumsEndpoints;

export const condominiumRequests = {
  /** POST /condominium/store (201) */
  store: (body: CondominiumBody) => callEndpoint(store, { body }).then((r) => r.data),
  /** PUT /condominium/update/{uuid} */
  update: ({ uuid, body }: { uuid: string; body: CondominiumBody }) => callEndpoint(update, { params: { uuid }, body }).then((r) => r.data),
  /** PUT /condominium/profile/{uuid} */
  updateProfile: ({ uuid, body }: { uuid: string; body: CondominiumProfileBody }) =>
    callEndpoint(updateProfile, { params: { uuid }, body }).then((r) => r.data),
  /** PUT /condominium/active/{uuid} or /condominium/inactive/{uuid} */
  setActive: ({ uuid, active }: StatusChange) => callEndpoint(active ? activate : inactivate, { params: { uuid } }).then((r) => r.data),
  /** POST /condominium/logo, multipart: the condominium's uuid and the image. */
  uploadLogo: ({ uuid, file }: { uuid: string; file: File }) => {
    const form = new FormData();
    form.append('condominium', uuid);
    form.append('logo', file);
    return callEndpoint(logoUpload, { formData: form }).then((r) => r.data);
  },
};
