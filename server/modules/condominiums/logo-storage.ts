import { createHash } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { logoImagePath } from '#contract/condominiums.ts';
import { AppError } from '#server/platform/errors.ts';

/** The longest side of a stored logo: enough for the header and reports, small enough to serve as is. */
const LOGO_SIZE = 512;

const signatures: { type: string; matches: (bytes: Buffer) => boolean }[] = [
  { type: 'png', matches: (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'jpeg', matches: (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff },
  { type: 'webp', matches: (bytes) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP' },
];

const unsupportedImage = () =>
  new AppError(422, 'INVALID_IMAGE', 'Envie uma imagem PNG, JPEG ou WebP válida.', { logo: ['Envie uma imagem PNG, JPEG ou WebP válida.'] });

export const logosDir = (dataDir: string) => join(dataDir, 'uploads', 'logos');

/** The public address of a stored logo; the file name's hash makes every upload a new, cacheable URL. */
export function logoUrl(condominiumId: string, fileName: string | null) {
  if (!fileName) return null;
  const version = /-([0-9a-f]+)\.webp$/.exec(fileName)?.[1] ?? '0';
  return `${logoImagePath(condominiumId)}?v=${version}`;
}

/**
 * Accepts PNG, JPEG or WebP by their magic bytes (never by the name or the declared type), and stores a
 * re-encoded WebP: whatever else the upload carried (metadata, trailing data, a polyglot payload) is dropped.
 */
export async function storeLogo(dataDir: string, condominiumId: string, upload: Buffer): Promise<string> {
  if (!signatures.some((signature) => signature.matches(upload))) throw unsupportedImage();
  let image: Buffer;
  try {
    image = await sharp(upload, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(LOGO_SIZE, LOGO_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw unsupportedImage();
  }
  const fileName = `${condominiumId}-${createHash('sha256').update(image).digest('hex').slice(0, 16)}.webp`;
  const folder = logosDir(dataDir);
  await mkdir(folder, { recursive: true });
  const partial = join(folder, `.${fileName}.partial`);
  await writeFile(partial, image);
  await rename(partial, join(folder, fileName));
  return fileName;
}

export async function removeLogo(dataDir: string, fileName: string | null) {
  if (fileName) await rm(join(logosDir(dataDir), fileName), { force: true });
}
