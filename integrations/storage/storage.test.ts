import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tests/support/postgres-server.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import { isValidKey, type Storage } from './types.js';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

async function roundTrip(storage: Storage) {
  await storage.put('ads/abc-123/1x1-x.png', png, 'image/png');
  const got = await storage.get('ads/abc-123/1x1-x.png');
  expect(got?.body.equals(png)).toBe(true);
  expect(got?.contentType).toBe('image/png');
  expect(await storage.get('ads/abc-123/missing.png')).toBeUndefined();
  await storage.put('ads/abc-123/1x1-x.png', Buffer.from('second'), 'image/png');
  expect((await storage.get('ads/abc-123/1x1-x.png'))?.body.toString()).toBe('second');
}

describe('storage keys', () => {
  it('refuses keys that could escape the folder', () => {
    expect(isValidKey('uploads/s1/a.png')).toBe(true);
    for (const bad of ['../etc/passwd', 'a/../../b', '/abs', 'a/.hidden', 'A/b.png', 'a//b', ''])
      expect(isValidKey(bad)).toBe(false);
  });
});

describe('LocalStorage', () => {
  it('stores and reads back files under its folder', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adforge-files-'));
    await roundTrip(new LocalStorage(dir));
    expect(fs.existsSync(path.join(dir, 'ads', 'abc-123', '1x1-x.png'))).toBe(true);
    await expect(new LocalStorage(dir).get('../x')).rejects.toThrow(/invalid storage key/);
  });
});

describe('S3Storage against an S3-compatible server (s3rver)', () => {
  let server: S3rver;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory: fs.mkdtempSync(path.join(os.tmpdir(), 'adforge-s3-')),
      configureBuckets: [{ name: 'adforge-test', configs: [] }],
    });
    await server.run();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('puts and gets objects with the v3 client', async () => {
    const storage = new S3Storage({
      bucket: 'adforge-test',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    await roundTrip(storage);
    storage.destroy();
  });
});
