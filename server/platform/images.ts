import sharp from 'sharp';
import { IMAGE_MAX_PIXELS, typeList, uploadMessages, type UploadRule } from '#contract/uploads.ts';
import { AppError } from './errors.ts';

/** Every re-encoded upload is WebP. */
export const IMAGE_CONTENT_TYPE = 'image/webp';

/**
 * Re-encodes an upload already recognised by its bytes as one of `rule`'s image types into a WebP of at most
 * `size` px: whatever else it carried (EXIF with the GPS position, trailing data, a polyglot payload) is dropped,
 * since sharp writes no metadata unless asked. `cover` crops to a square (avatars), `inside` keeps the shape
 * (logos). More than IMAGE_MAX_PIXELS → 422 read from the header alone, before any decoding; bytes that do not
 * decode → 422; both on the rule's field.
 */
export async function reencodeImage(upload: Buffer, options: { rule: UploadRule; size: number; fit: 'inside' | 'cover' }): Promise<Buffer> {
  const refuse = (code: string, message: string) => new AppError(422, code, message, { [options.rule.field]: [message] });
  const invalidImage = () => refuse('INVALID_IMAGE', `Envie uma imagem ${typeList(options.rule.types)} válida.`);
  let header: sharp.Metadata;
  try {
    header = await sharp(upload).metadata();
  } catch {
    throw invalidImage();
  }
  if (header.width * header.height > IMAGE_MAX_PIXELS) throw refuse('IMAGE_TOO_LARGE', uploadMessages.tooManyPixels());
  try {
    // The same limit again, enforced by libvips on the header it decodes from.
    return await sharp(upload, { limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize(options.size, options.size, { fit: options.fit, withoutEnlargement: options.fit === 'inside' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw invalidImage();
  }
}

/**
 * A small WebP of a stored photo that fits `size` px, for a thumbnail on screen (the original stays as it was sent:
 * it is the proof). Null when the bytes do not decode as an image or hold more than IMAGE_MAX_PIXELS: then the
 * original is what there is to show.
 */
export async function thumbnailOf(original: Buffer, size: number): Promise<Buffer | null> {
  try {
    return await sharp(original, { limitInputPixels: IMAGE_MAX_PIXELS }).rotate().resize(size, size, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
  } catch {
    return null;
  }
}

/** The version part of a stored image's key (`…/<random>.webp`): a new URL for every upload, cacheable forever. */
export const imageVersion = (key: string) => /([0-9a-f-]+)\.webp$/.exec(key)?.[1] ?? '0';

/** The address of a stored image at `path`, versioned by its key: null when there is none. */
export const imageUrl = (path: string, key: string | null) => (key ? `${path}?v=${imageVersion(key)}` : null);
