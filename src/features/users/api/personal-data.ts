import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { exportFileName, personalDataEndpoints, type OwnErasureForm } from '#contract/personal-data.ts';
import { forgetDrafts } from '#src/lib/form-drafts.ts';
import { saveBlob } from '#src/lib/download.ts';
import { callEndpoint } from '#src/lib/http.ts';
import { useSession } from '#src/stores/session.ts';
import { reportSaveError } from '#src/ui/report-save-error.ts';
import { userApi } from './user-queries.ts';

/** The export as a file: the JSON the server answered, indented so that a person can read it. */
async function downloadExport(uuid?: string) {
  const { data } = uuid ? await callEndpoint(personalDataEndpoints.exportOf, { params: { uuid } }) : await callEndpoint(personalDataEndpoints.export);
  saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), exportFileName(data.generated_at));
}

/** GET /users/data-export (the caller's own), or /users/data-export/{uuid} (the master, anyone's): saved as a JSON file. */
export const useDownloadPersonalData = () => useMutation({ mutationFn: (uuid?: string) => downloadExport(uuid), onError: reportSaveError });

/** PUT /users/erase/{uuid}: someone the caller manages becomes "Pessoa removida". */
export const useErasePerson = () =>
  useMutation({
    mutationFn: (uuid: string) => callEndpoint(personalDataEndpoints.erase, { params: { uuid } }).then((result) => result.data.message),
    meta: { invalidates: [userApi.queries.lists(), userApi.queries.details()] },
    onError: reportSaveError,
  });

/**
 * PUT /users/erase with the password: the server has ended every session of the person, so this one ends here too,
 * as a logout does (the cached data and the form drafts go with it), and the app goes to `/`. A wrong password comes
 * back on its field.
 */
export function useEraseOwnData() {
  const router = useRouter();
  return useMutation({
    mutationFn: (body: OwnErasureForm) => callEndpoint(personalDataEndpoints.eraseOwn, { body }).then((result) => result.data.message),
    onSuccess: async () => {
      useSession.getState().clearSession();
      forgetDrafts();
      await router.invalidate();
      await router.navigate({ to: '/' });
    },
  });
}
