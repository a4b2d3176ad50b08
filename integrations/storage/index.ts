import path from 'node:path';
import type { Config } from '../../config/config.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import type { Storage } from './types.js';

export * from './types.js';
export { LocalStorage } from './local-storage.js';
export { S3Storage } from './s3-storage.js';

/** S3 when S3_BUCKET is set, otherwise the folder DATA_DIR/files. */
export function createStorage(
  config: Pick<
    Config,
    | 'S3_BUCKET'
    | 'S3_ENDPOINT'
    | 'S3_REGION'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_FORCE_PATH_STYLE'
    | 'dataDir'
  >,
): Storage {
  if (config.S3_BUCKET) {
    return new S3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return new LocalStorage(path.join(config.dataDir, 'files'));
}
