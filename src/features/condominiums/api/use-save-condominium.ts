import { sessionQueries } from '#src/api/session/session-queries.ts';
import { condominiumApi } from './condominium-queries.ts';
import { condominiumRequests } from './condominium-requests.ts';

/**
 * PUT /condominium/profile/{uuid}: the síndico's own condominium. The session is verified again, so the header
 * shows the new name without signing in again.
 */
export const useUpdateCondominiumProfile = () => condominiumApi.useSave(condominiumRequests.updateProfile, { alsoStale: [sessionQueries.all()] });

/** POST /condominium/logo */
export const useUploadCondominiumLogo = () => condominiumApi.useSave(condominiumRequests.uploadLogo);
