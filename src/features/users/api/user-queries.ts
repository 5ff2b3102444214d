import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { uploadFormData } from '#contract/uploads.ts';
import { profilePictureUpload, usersEndpoints, type passwordChangeForm, type profileForm, type User, type userForm } from '#contract/users.ts';
import { createModuleApi } from '#src/api/module-api.ts';
import { profileQuery } from '#src/api/profile.ts';
import { sessionQueries } from '#src/api/session/session-queries.ts';
import { callEndpoint } from '#src/lib/http.ts';
import { reportSaveError } from '#src/ui/report-save-error.ts';

const { listing, show, store, update, activate, inactivate, updateProfile, changePassword, resendInvitation } = usersEndpoints;

export type UserBody = z.output<typeof userForm>;
export type ProfileBody = z.output<typeof profileForm>;
export type PasswordChangeBody = z.output<typeof passwordChangeForm>;

/** GET /users/listing, /show/{id}; POST /store; PUT /update/{uuid}, /active/{uuid}, /inactive/{uuid}. */
export const userApi = createModuleApi('users', { listing, show, store, update, activate, inactivate });

/**
 * What the profile's saves share: the saved person becomes the profile's data, and the session is verified again
 * so the header shows the new name and picture at once.
 */
function useProfileChange<V>(mutationFn: (variables: V) => Promise<User>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { invalidates: [sessionQueries.all()] },
    onSuccess: (saved) => queryClient.setQueryData(profileQuery.queryKey, saved),
    onError: reportSaveError,
  });
}

/** PUT /users/profile */
export const useUpdateProfile = () => useProfileChange((body: ProfileBody) => callEndpoint(updateProfile, { body }).then((result) => result.data));

/** POST /users/image-profile: the caller's own picture. */
export const useUploadPicture = () =>
  useProfileChange((file: File) => callEndpoint(profilePictureUpload, { formData: uploadFormData(profilePictureUpload, {}, file) }).then((result) => result.data));

/** PUT /users/password: the person's other sessions end; a wrong current password comes back on its field. */
export const useChangePassword = () =>
  useMutation({ mutationFn: (body: PasswordChangeBody) => callEndpoint(changePassword, { body }).then((result) => result.data.message), onError: reportSaveError });

/** POST /users/resend-invitation/{uuid}: a new link for someone who has not set a password; the earlier one stops working. */
export const useResendInvitation = () =>
  useMutation({
    mutationFn: (uuid: string) => callEndpoint(resendInvitation, { params: { uuid } }).then((result) => result.data.message),
    meta: { invalidates: [userApi.queries.lists(), userApi.queries.details()] },
    onError: reportSaveError,
  });
