import { profilePicturePath, profilePictureRule } from '#contract/users.ts';
import { imageUrl, imageVersion, reencodeImage } from '#server/platform/images.ts';

/** An avatar is shown at most at 96 px; twice that covers dense screens. */
const PICTURE_SIZE = 256;

/** Keys `profile-pictures/<user>/<random>.webp`. */
export const PICTURES_PREFIX = 'profile-pictures';
export const picturePrefix = (userId: string) => `${PICTURES_PREFIX}/${userId}`;

/** A square WebP of the upload, without its metadata (EXIF, GPS position). */
export const reencodePicture = (upload: Buffer) => reencodeImage(upload, { rule: profilePictureRule, size: PICTURE_SIZE, fit: 'cover' });

/**
 * The address of a stored picture. Its version is the key's random name: the URL changes with every upload and
 * cannot be guessed from the user's id, so it is handed only to those who may see the person (decision 016).
 */
export const pictureUrl = (userId: string, key: string | null) => imageUrl(profilePicturePath(userId), key);

/** Whether `version` names the stored picture (the image route serves nothing else). */
export const isCurrentVersion = (key: string | null, version: string | undefined) => Boolean(key && version && imageVersion(key) === version);
