import fs from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, contentTypeForKey, type Storage, type StoredFile } from './types.js';

/** The embedded default: one file per key under DATA_DIR/files. */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  constructor(private readonly root: string) {}

  private file(key: string) {
    assertValidKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file (a retried activity may rewrite a key).
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(tmp, body);
    await fs.rename(tmp, file);
  }

  async get(key: string): Promise<StoredFile | undefined> {
    try {
      return { body: await fs.readFile(this.file(key)), contentType: contentTypeForKey(key) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }
}
