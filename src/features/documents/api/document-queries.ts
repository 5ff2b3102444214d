import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { documentsEndpoints, documentUploads, type DocumentDetails, type DocumentForm, type DocumentTypeForm, type NewDocumentForm } from '#contract/documents.ts';
import { uploadFormData } from '#contract/uploads.ts';
import { createModuleApi, listsOf } from '#src/api/module-api.ts';
import { callEndpoint } from '#src/lib/http.ts';
import { uploadWithProgress } from '#src/lib/upload.ts';
import { reportSaveError } from '#src/ui/report-save-error.ts';

const { listing, show, activate, inactivate, types } = documentsEndpoints;

/** GET /documents/listing, /show/{id}; PUT /active/{uuid}, /inactive/{uuid}. Store and update are uploads (below). */
export const documentApi = createModuleApi('documents', { listing, show, activate, inactivate });

export const documentQueries = documentApi.queries;

/** GET /documents_types: reference data for the whole visit. */
export const documentTypesQuery = () =>
  queryOptions({
    queryKey: ['documents', 'types'] as const,
    queryFn: () => callEndpoint(types).then((result) => result.data),
    staleTime: Infinity,
  });

export function useDocumentTypes() {
  return useQuery(documentTypesQuery());
}

/** The text fields of a document as its form holds them: a new one's condominium among them. */
export type DocumentFieldValues = DocumentForm & Partial<Pick<NewDocumentForm, 'condominium'>>;

export interface SaveDocumentRequest {
  /** The document to change; a new one when absent. */
  uuid?: string;
  fields: DocumentFieldValues;
  /** The file: required for a new document, a new version for an existing one. */
  file?: File;
}

/**
 * POST /documents/store or /documents/update/{uuid} (multipart), with the upload's progress from 0 to 1 while a file
 * is on its way (null otherwise). The listing is stale after it; the saved document goes to the detail cache.
 */
export function useSaveDocument() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: ({ uuid, fields, file }: SaveDocumentRequest): Promise<DocumentDetails> => {
      setProgress(file ? 0 : null);
      const upload = uuid
        ? uploadWithProgress(documentUploads.update, { params: { uuid }, formData: uploadFormData(documentUploads.update, fields, file), onProgress: setProgress })
        : uploadWithProgress(documentUploads.store, {
            // A new document's form always holds its condominium, empty until one is chosen (which its schema refuses).
            formData: uploadFormData(documentUploads.store, { ...fields, condominium: fields.condominium ?? '' }, file),
            onProgress: setProgress,
          });
      return upload.then((result) => result.data);
    },
    meta: { invalidates: [listsOf('documents')] },
    onSuccess: (document) => queryClient.setQueryData(documentQueries.detail(document.uuid).queryKey, document),
    onError: reportSaveError,
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}

export interface SaveDocumentTypeRequest {
  /** The type to change; a new one when absent. */
  id?: number;
  body: DocumentTypeForm;
}

/** POST /documents_types or PUT /documents_types/{id} (master): the types every form and filter offer are stale after it. */
export function useSaveDocumentType() {
  return useMutation({
    mutationFn: ({ id, body }: SaveDocumentTypeRequest) =>
      (id === undefined ? callEndpoint(documentsEndpoints.createType, { body }) : callEndpoint(documentsEndpoints.updateType, { params: { id }, body })).then((result) => result.data),
    // A renamed type renames it in the listing's rows too.
    meta: { invalidates: [documentTypesQuery().queryKey, listsOf('documents')] },
    onError: reportSaveError,
  });
}
