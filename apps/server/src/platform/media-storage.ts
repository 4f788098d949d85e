/**
 * Where uploaded pictures are kept (issue 19, ADR 077): an adapter with `put` and `get` by key.
 * The default keeps them on the local disk under `MEDIA_DIR` (`DATA_DIR/media`): right for one
 * server and the demo. Several servers need a shared store (an S3-compatible bucket) behind the
 * same two calls; that adapter is not built yet.
 *
 * Keys are the server's own (`content/<hex>-<width>.<ext>`); a key of any other shape is refused
 * before it reaches the disk, so no request can name a path outside the directory.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type MediaStorage = {
  put: (key: string, bytes: Buffer) => Promise<void>;
  /** The bytes, or undefined when there is no such file. */
  get: (key: string) => Promise<Buffer | undefined>;
};

const KEY = /^[a-z]+\/[0-9a-f]{32}-\d{2,5}\.(avif|webp)$/;

export const isMediaKey = (key: string) => KEY.test(key);

export const createDiskMediaStorage = (directory: string): MediaStorage => {
  const fileOf = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`media storage: not a media key: ${key}`);
    return path.join(directory, key);
  };
  return {
    put: async (key, bytes) => {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed: a reader never sees half a picture.
      const partial = `${file}.${process.pid}.part`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    get: async (key) => {
      if (!isMediaKey(key)) return undefined;
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
};
