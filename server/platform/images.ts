import sharp from 'sharp';
import { typeList, type UploadRule } from '#contract/uploads.ts';
import { AppError } from './errors.ts';

/** Every re-encoded upload is WebP. */
export const IMAGE_CONTENT_TYPE = 'image/webp';

/**
 * Re-encodes an upload already recognised by its bytes as one of `rule`'s image types into a WebP of at most
 * `size` px: whatever else it carried (EXIF with the GPS position, trailing data, a polyglot payload) is dropped,
 * since sharp writes no metadata unless asked. `cover` crops to a square (avatars), `inside` keeps the shape
 * (logos). Bytes that do not decode → 422 on the rule's field.
 */
export async function reencodeImage(upload: Buffer, options: { rule: UploadRule; size: number; fit: 'inside' | 'cover' }): Promise<Buffer> {
  try {
    return await sharp(upload, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(options.size, options.size, { fit: options.fit, withoutEnlargement: options.fit === 'inside' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    const message = `Envie uma imagem ${typeList(options.rule.types)} válida.`;
    throw new AppError(422, 'INVALID_IMAGE', message, { [options.rule.field]: [message] });
  }
}

/** The version part of a stored image's key (`…/<random>.webp`): a new URL for every upload, cacheable forever. */
export const imageVersion = (key: string) => /([0-9a-f-]+)\.webp$/.exec(key)?.[1] ?? '0';

/** The address of a stored image at `path`, versioned by its key: null when there is none. */
export const imageUrl = (path: string, key: string | null) => (key ? `${path}?v=${imageVersion(key)}` : null);
