import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { documentFileRule, documentsEndpoints, documentUploads, type DocumentDetails, type DocumentTypeForm } from '#contract/documents.ts';
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

/** The text fields of a document as the multipart body carries them. */
export interface DocumentFieldValues {
  condominium?: string;
  title: string;
  type: string;
  description: string;
  valid_until: string;
  visible_to_residents: boolean;
}

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
      const formData = new FormData();
      for (const [name, value] of Object.entries(fields)) if (value !== undefined) formData.append(name, String(value));
      if (file) formData.append(documentFileRule.field, file);
      setProgress(file ? 0 : null);
      const upload = uuid ? uploadWithProgress(documentUploads.update, { params: { uuid }, formData, onProgress: setProgress }) : uploadWithProgress(documentUploads.store, { formData, onProgress: setProgress });
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
