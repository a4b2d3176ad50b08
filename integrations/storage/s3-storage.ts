import type * as S3 from '@aws-sdk/client-s3';
import { assertValidKey, type Storage, type StoredFile } from './types.js';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

/**
 * Any S3-compatible store (AWS S3, MinIO, R2): used when S3_BUCKET is set. The AWS SDK is loaded
 * on first use: the embedded default keeps files on disk and never needs it (about 20 MB).
 */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private sdk?: Promise<{ s3: typeof S3; client: S3.S3Client }>;

  constructor(private readonly options: S3StorageOptions) {}

  private connect() {
    const { options } = this;
    return (this.sdk ??= import('@aws-sdk/client-s3').then((s3) => ({
      s3,
      client: new s3.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        // Without explicit keys the SDK's default chain applies (env, profile, instance role).
        credentials:
          options.accessKeyId && options.secretAccessKey
            ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
            : undefined,
      }),
    })));
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertValidKey(key);
    const { s3, client } = await this.connect();
    await client.send(
      new s3.PutObjectCommand({ Bucket: this.options.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<StoredFile | undefined> {
    assertValidKey(key);
    const { s3, client } = await this.connect();
    try {
      const out = await client.send(new s3.GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      const bytes = await out.Body!.transformToByteArray();
      return { body: Buffer.from(bytes), contentType: out.ContentType ?? 'application/octet-stream' };
    } catch (err) {
      if (err instanceof s3.NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return undefined;
      throw err;
    }
  }

  destroy(): void {
    void this.sdk?.then(({ client }) => client.destroy());
  }
}
