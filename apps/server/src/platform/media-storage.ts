/**
 * Where uploaded pictures are kept (issue 19, ADR 077): an adapter with `put` and `get` by key.
 * The default keeps them on the local disk under `MEDIA_DIR` (`DATA_DIR/media`): right for one
 * server and the demo. Several servers share an S3-compatible bucket (`MEDIA_S3_*`) behind the
 * same two calls.
 *
 * Keys are the server's own (`content/<hex>-<width>.<ext>`); a key of any other shape is refused
 * before it reaches the disk, so no request can name a path outside the directory.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';

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

export type S3Options = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  fetchImpl?: typeof fetch;
};

/**
 * The same two calls on an S3-compatible bucket (AWS S3, MinIO, R2…), path-style
 * (`endpoint/bucket/key`), each request signed with AWS Signature V4 by `aws4fetch`. A missing
 * object reads as undefined; any other refusal is an error with the store's status.
 */
export const createS3MediaStorage = ({
  endpoint,
  bucket,
  region,
  accessKeyId,
  secretAccessKey,
  fetchImpl = fetch,
}: S3Options): MediaStorage => {
  const client = new AwsClient({ accessKeyId, secretAccessKey, service: 's3', region, retries: 2 });
  const urlOf = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`media storage: not a media key: ${key}`);
    return `${endpoint.replace(/\/+$/, '')}/${bucket}/${key}`;
  };
  const send = async (key: string, init: RequestInit) => {
    const request = await client.sign(urlOf(key), init);
    return fetchImpl(request);
  };
  return {
    put: async (key, bytes) => {
      const type = key.endsWith('.avif') ? 'image/avif' : 'image/webp';
      const response = await send(key, {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'content-type': type },
      });
      if (!response.ok) throw new Error(`media storage: S3 put ${key} answered ${response.status}`);
    },
    get: async (key) => {
      if (!isMediaKey(key)) return undefined;
      const response = await send(key, { method: 'GET' });
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`media storage: S3 get ${key} answered ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
};

/** The storage the configuration names: the bucket when one is configured, else the disk. */
export const mediaStorageOf = (config: {
  MEDIA_DIR?: string | undefined;
  DATA_DIR: string;
  MEDIA_S3_ENDPOINT?: string | undefined;
  MEDIA_S3_BUCKET?: string | undefined;
  MEDIA_S3_REGION: string;
  MEDIA_S3_ACCESS_KEY_ID?: string | undefined;
  MEDIA_S3_SECRET_ACCESS_KEY?: string | undefined;
}): MediaStorage =>
  config.MEDIA_S3_ENDPOINT &&
  config.MEDIA_S3_BUCKET &&
  config.MEDIA_S3_ACCESS_KEY_ID &&
  config.MEDIA_S3_SECRET_ACCESS_KEY
    ? createS3MediaStorage({
        endpoint: config.MEDIA_S3_ENDPOINT,
        bucket: config.MEDIA_S3_BUCKET,
        region: config.MEDIA_S3_REGION,
        accessKeyId: config.MEDIA_S3_ACCESS_KEY_ID,
        secretAccessKey: config.MEDIA_S3_SECRET_ACCESS_KEY,
      })
    : createDiskMediaStorage(config.MEDIA_DIR ?? path.join(config.DATA_DIR, 'media'));
