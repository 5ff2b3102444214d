/** ARCHITECTURE §6: `/api/v1` on the same origin unless the build points elsewhere. */
export const API_BASE_URL: string = import.meta.env.VITE_API_URL ?? '/api/v1';

/**
 * Files the API links to (a condominium's logo) come as absolute paths on the API's host: resolved against it when
 * the API lives elsewhere, left as they are on the same origin.
 */
export function apiAssetUrl(path: string): string {
  return /^https?:\/\//.test(API_BASE_URL) ? new URL(path, API_BASE_URL).toString() : path;
}
