import { join } from 'node:path';
import type { Config } from '#server/config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-storage.ts';
import { S3FileStorage } from './s3-storage.ts';

/** S3 when S3_BUCKET is set, otherwise `<DATA_DIR>/uploads`. */
export function createFileStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  return config.s3 ? new S3FileStorage(config.s3) : new LocalFileStorage(join(config.dataDir, 'uploads'));
}
