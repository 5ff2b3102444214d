import type { z } from 'zod';
import { condominiumsEndpoints, logoUpload, type condominiumForm, type condominiumProfileFields } from '#contract/condominiums.ts';
import { uploadFormData } from '#contract/uploads.ts';
import { callEndpoint } from '#src/lib/http.ts';

/** What the forms send, already checked and normalised by the contract's schemas. */
export type CondominiumBody = z.output<typeof condominiumForm>;
export type CondominiumProfileBody = z.output<typeof condominiumProfileFields>;

/** The condominium calls that are not the module's common ones (condominium-queries.ts). */
export const condominiumRequests = {
  /** PUT /condominium/profile/{uuid} */
  updateProfile: ({ uuid, body }: { uuid: string; body: CondominiumProfileBody }) =>
    callEndpoint(condominiumsEndpoints.updateProfile, { params: { uuid }, body }).then((r) => r.data),
  /** POST /condominium/logo, multipart: the condominium's uuid and the image. */
  uploadLogo: ({ uuid, file }: { uuid: string; file: File }) =>
    callEndpoint(logoUpload, { formData: uploadFormData(logoUpload, { condominium: uuid }, file) }).then((r) => r.data),
};
