import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_PIXELS } from '#contract/uploads.ts';
import { reencodeLogo } from '#server/modules/condominiums/logo-image.ts';
import { reencodePicture } from '#server/modules/users/profile-picture.ts';

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A 61-byte PNG whose header declares `width`×`height` and whose pixel data is cut short: it cannot be decoded. */
function pngHeaderOnly(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const zlibStart = Buffer.from([0x78, 0x9c, 0x01, 0x02]);
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', header), chunk('IDAT', zlibStart), chunk('IEND', Buffer.alloc(0))]);
}

const solidPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

const tooLarge = (field: string) => ({
  status: 422,
  code: 'IMAGE_TOO_LARGE',
  message: 'A imagem é grande demais: envie uma de até 25 megapixels.',
  fieldErrors: { [field]: ['A imagem é grande demais: envie uma de até 25 megapixels.'] },
});

describe('the pixel limit of image uploads', () => {
  it('refuses a 40-megapixel PNG of a few hundred KB, for the logo and the profile picture', async () => {
    const png = await solidPng(8000, 5000);
    await expect(reencodeLogo(png)).rejects.toMatchObject(tooLarge('logo'));
    await expect(reencodePicture(png)).rejects.toMatchObject(tooLarge('image'));
  });

  it('refuses it from the header alone, before decoding: pixel data that would not decode is never reached', async () => {
    await expect(reencodeLogo(pngHeaderOnly(8000, 5000))).rejects.toMatchObject(tooLarge('logo'));
    // The same broken data under the limit is decoded, and fails as an invalid image.
    await expect(reencodeLogo(pngHeaderOnly(4000, 3000))).rejects.toMatchObject({ status: 422, code: 'INVALID_IMAGE' });
  });

  it("accepts an image of exactly the limit, such as a phone's photo", async () => {
    expect(IMAGE_MAX_PIXELS).toBe(25_000_000);
    const webp = await reencodePicture(await solidPng(5000, 5000));
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });
});
