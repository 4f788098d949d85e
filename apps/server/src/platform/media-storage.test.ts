import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { createDiskMediaStorage, createS3MediaStorage, mediaStorageOf } from './media-storage.ts';

const KEY_ID = 'AKIDEXAMPLE';
const SECRET = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';
const REGION = 'eu-west-1';

const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/**
 * Checks a request's AWS Signature V4 from first principles (the AWS documentation's algorithm,
 * written here independently of the client under test): the canonical request from the method,
 * path, signed headers and payload hash, the string to sign, the derived key, the signature.
 */
const signatureHolds = (request: IncomingMessage, body: Buffer) => {
  const auth = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return false;
  const [, keyId, day, region, signedHeaders, signature] = match as unknown as string[];
  const amzDate = String(request.headers['x-amz-date']);
  const payloadHash = String(request.headers['x-amz-content-sha256']);
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return false;
  const names = (signedHeaders ?? '').split(';');
  const canonicalHeaders = names.map((name) => `${name}:${String(request.headers[name]).trim()}\n`).join('');
  const url = new URL(request.url ?? '/', 'http://localhost');
  const canonical = [
    request.method,
    url.pathname,
    url.search.slice(1),
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, day ?? ''), region ?? ''), 's3'), 'aws4_request');
  return (
    keyId === KEY_ID &&
    region === REGION &&
    createHmac('sha256', key).update(toSign).digest('hex') === signature
  );
};

/** A bucket that keeps objects in memory and refuses any request whose signature does not hold. */
let server: Server;
let endpoint: string;
const objects = new Map<string, { bytes: Buffer; type: string | undefined }>();
beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      if (!signatureHolds(request, body)) {
        response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const key = request.url ?? '';
      if (request.method === 'PUT') {
        objects.set(key, { bytes: body, type: request.headers['content-type'] });
        response.writeHead(200).end();
      } else if (request.method === 'GET') {
        const object = objects.get(key);
        if (object) response.writeHead(200, { 'content-type': object.type ?? '' }).end(object.bytes);
        else response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      } else response.writeHead(405).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const KEY = `content/${'ab'.repeat(16)}-640.webp`;

describe('the S3-compatible media storage', () => {
  it('puts and gets a picture by key, path-style, with every request signed', async () => {
    const storage = createS3MediaStorage({
      endpoint,
      bucket: 'luckwell-media',
      region: REGION,
      accessKeyId: KEY_ID,
      secretAccessKey: SECRET,
    });
    const bytes = Buffer.from('RIFF....WEBPVP8 picture bytes');
    await storage.put(KEY, bytes);
    expect(objects.get(`/luckwell-media/${KEY}`)).toEqual({ bytes, type: 'image/webp' });
    expect(await storage.get(KEY)).toEqual(bytes);
    expect(await storage.get(`content/${'cd'.repeat(16)}-640.webp`)).toBeUndefined();
  });

  it('refuses keys of any other shape before a request is made, and reports a refusing store', async () => {
    const storage = createS3MediaStorage({
      endpoint,
      bucket: 'luckwell-media',
      region: REGION,
      accessKeyId: KEY_ID,
      secretAccessKey: 'not-the-secret',
    });
    await expect(storage.put('../etc/passwd', Buffer.from('x'))).rejects.toThrow(/not a media key/);
    expect(await storage.get('../etc/passwd')).toBeUndefined();
    await expect(storage.put(KEY, Buffer.from('x'))).rejects.toThrow(/answered 403/);
  });
});

describe('which media storage a configuration names', () => {
  it('is the disk by default and the bucket when all four S3 settings are given', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lw-media-'));
    const disk = mediaStorageOf(loadConfig({ NODE_ENV: 'test', MEDIA_DIR: dir }));
    await disk.put(KEY, Buffer.from('on disk'));
    expect(await createDiskMediaStorage(dir).get(KEY)).toEqual(Buffer.from('on disk'));

    const bucket = mediaStorageOf(
      loadConfig({
        NODE_ENV: 'test',
        MEDIA_S3_ENDPOINT: endpoint,
        MEDIA_S3_BUCKET: 'other-bucket',
        MEDIA_S3_REGION: REGION,
        MEDIA_S3_ACCESS_KEY_ID: KEY_ID,
        MEDIA_S3_SECRET_ACCESS_KEY: SECRET,
      }),
    );
    await bucket.put(KEY, Buffer.from('in the bucket'));
    expect(objects.get(`/other-bucket/${KEY}`)?.bytes).toEqual(Buffer.from('in the bucket'));
  });

  it('refuses half an S3 configuration, naming what is missing', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', MEDIA_S3_BUCKET: 'luckwell-media' })).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'test', MEDIA_S3_BUCKET: 'luckwell-media' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'MEDIA_S3_ENDPOINT: needed with MEDIA_S3_BUCKET',
        'MEDIA_S3_ACCESS_KEY_ID: needed with MEDIA_S3_BUCKET',
        'MEDIA_S3_SECRET_ACCESS_KEY: needed with MEDIA_S3_BUCKET',
      ]);
    }
  });
});
