import { logoImagePath, logoRule } from '#contract/condominiums.ts';
import { IMAGE_CONTENT_TYPE, imageUrl, reencodeImage } from '#server/platform/images.ts';

/** The longest side of a stored logo: enough for the header and reports, small enough to serve as is. */
const LOGO_SIZE = 512;

/** Where the logos of one condominium are stored (keys `logos/<condominium>/<random>.webp`). */
export const logoPrefix = (condominiumId: string) => `logos/${condominiumId}`;
export const LOGO_CONTENT_TYPE = IMAGE_CONTENT_TYPE;

/** Re-encodes an upload recognised as PNG, JPEG or WebP into a WebP logo of at most 512 px (see reencodeImage). */
export const reencodeLogo = (upload: Buffer) => reencodeImage(upload, { rule: logoRule, size: LOGO_SIZE, fit: 'inside' });

/** The public address of a stored logo; the key's random name makes every upload a new, cacheable URL. */
export const logoUrl = (condominiumId: string, key: string | null) => imageUrl(logoImagePath(condominiumId), key);
