import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Destination } from '@reelforge/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryInput } from '../../src/destinations/types.ts';
import {
  closedPort,
  failureOf,
  makeWorkDir,
  S3_CREDENTIALS,
  startS3Server,
  testDeliver,
} from '../helpers/destination-servers.ts';

const deliver = testDeliver();

let s3: Awaited<ReturnType<typeof startS3Server>>;
let work: Awaited<ReturnType<typeof makeWorkDir>>;
let reader: S3Client;

beforeAll(async () => {
  [s3, work] = await Promise.all([startS3Server(['renders']), makeWorkDir()]);
  reader = new S3Client({
    endpoint: `http://${s3.host}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3_CREDENTIALS,
  });
});
afterAll(async () => {
  reader?.destroy();
  await Promise.all([s3?.close(), work?.remove()]);
});

const context = { cdn: async () => 'unused' };
const s3Destination = (params: Record<string, unknown> = {}): Destination =>
  ({
    type: 's3',
    bucket: 'renders',
    s3host: s3.host,
    secure: false,
    aws_access_key_id: S3_CREDENTIALS.accessKeyId,
    aws_secret_access_key: S3_CREDENTIALS.secretAccessKey,
    ...params,
  }) as Destination;

async function input(filename: string, extra: Partial<DeliveryInput> = {}) {
  const { path, bytes } = await work.file(filename);
  return {
    bytes,
    input: {
      file: path,
      filename,
      contentType: 'video/mp4',
      format: 'mp4',
      row: { id: '7', city: 'Zürich' },
      ...extra,
    },
  };
}

async function stored(key: string) {
  const object = await reader.send(new GetObjectCommand({ Bucket: 'renders', Key: key }));
  return { object, bytes: Buffer.from(await object.Body!.transformToByteArray()) };
}

const putsOf = (key: string) =>
  s3.requests.filter((r) => r.method === 'PUT' && decodeURIComponent(r.url.split('?')[0]!) === `/renders/${key}`);

describe('S3 destination (s3rver)', () => {
  it('puts the file under its name with its bytes and content type, public-read by default, and returns the object URL', async () => {
    const { bytes, input: delivered } = await input('clip-7.mp4');
    const result = await deliver(s3Destination(), delivered, context);

    expect(result.url).toBe(`http://${s3.host}/renders/clip-7.mp4`);
    const { object, bytes: got } = await stored('clip-7.mp4');
    expect(got.equals(bytes)).toBe(true);
    expect(object.ContentType).toBe('video/mp4');
    const [put] = putsOf('clip-7.mp4');
    expect(put?.headers['x-amz-acl']).toBe('public-read');
    expect(put?.headers['content-length']).toBe(String(bytes.length));
    expect(put?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=S3RVER\//);
  });

  it('sends the chosen ACL, disposition, cache control, reduced redundancy and metadata with ${column} values', async () => {
    const { input: delivered } = await input('clip-meta.mp4');
    await deliver(
      s3Destination({
        acl: 'private',
        contentdisposition: 'attachment; filename="clip-${id}.mp4"',
        cachecontrol: 'max-age=60',
        reduced_redundancy: true,
        metadata: { Campaign: 'spring', RowId: '${id}', City: '${city}', empty: '' },
      }),
      delivered,
      context,
    );

    const head = await reader.send(new HeadObjectCommand({ Bucket: 'renders', Key: 'clip-meta.mp4' }));
    expect(head.ContentDisposition).toBe('attachment; filename="clip-7.mp4"');
    expect(head.CacheControl).toBe('max-age=60');
    expect(head.StorageClass).toBe('REDUCED_REDUNDANCY');
    expect(head.Metadata).toEqual({
      campaign: 'spring',
      rowid: '7',
      city: `=?UTF-8?B?${Buffer.from('Zürich').toString('base64')}?=`,
    });
    expect(putsOf('clip-meta.mp4')[0]?.headers['x-amz-acl']).toBe('private');
  });

  it('takes the destination content type over the format one', async () => {
    const { input: delivered } = await input('poster.jpg', { contentType: 'image/jpeg', format: 'jpg' });
    await deliver(s3Destination(), delivered, context);
    expect((await stored('poster.jpg')).object.ContentType).toBe('image/jpeg');
  });

  it('sends no signature at all with aws_use_policy (a bucket open to anonymous writes)', async () => {
    const { bytes, input: delivered } = await input('anonymous.mp4');
    await deliver(
      s3Destination({ aws_use_policy: true, aws_access_key_id: '', aws_secret_access_key: '' }),
      delivered,
      context,
    );
    expect((await stored('anonymous.mp4')).bytes.equals(bytes)).toBe(true);
    const [put] = putsOf('anonymous.mp4');
    expect(put).toBeDefined();
    expect(put?.headers.authorization).toBeUndefined();
  });

  it('refuses an ACL outside the options of docs/reference.md §9 before sending anything', async () => {
    const { input: delivered } = await input('bad-acl.mp4');
    await expect(deliver(s3Destination({ acl: 'bucket-owner-full-control' }), delivered, context)).rejects.toThrow(
      'S3 ACL "bucket-owner-full-control" is not one of private, public-read, public-read-write, authenticated-read.',
    );
    expect(putsOf('bad-acl.mp4')).toHaveLength(0);
  });

  // s3rver checks the access key id of a v4 signature, not the signature itself.
  it('fails readably with unknown credentials, and the message does not contain the secret', async () => {
    const { input: delivered } = await input('denied.mp4');
    const destination = s3Destination({ aws_access_key_id: 'AKIAWRONG', aws_secret_access_key: 'wrong-secret-9f8e7d' });
    const error = await failureOf(deliver(destination, delivered, context));
    expect(error.message).toBe(
      'S3 upload to s3://renders/denied.mp4 failed: the destination answered 403 (Forbidden): the access key is not known',
    );
    expect(error.message).not.toContain('wrong-secret-9f8e7d');
    expect(JSON.stringify(error)).not.toContain('wrong-secret-9f8e7d');
    expect(error.cause).toBeUndefined();
  });

  it('fails readably for a missing bucket', async () => {
    const { input: delivered } = await input('nobucket.mp4');
    await expect(deliver(s3Destination({ bucket: 'no-such-bucket' }), delivered, context)).rejects.toThrow(
      'S3 upload to s3://no-such-bucket/nobucket.mp4 failed: the destination answered 404 (Not Found): the bucket does not exist',
    );
  });

  it('fails readably when the host does not answer', async () => {
    const { input: delivered } = await input('unreachable.mp4');
    const port = await closedPort();
    await expect(deliver(s3Destination({ s3host: `127.0.0.1:${port}` }), delivered, context)).rejects.toThrow(
      'S3 upload to s3://renders/unreachable.mp4 failed: connection refused (ECONNREFUSED)',
    );
  });

  it('sends a file over the part size as a multipart upload, part by part, and the object is whole', async () => {
    const partBytes = 5 * 1024 * 1024;
    const { path, bytes } = await work.file('long.mp4', 11 * 1024 * 1024 + 123);
    const delivered = { file: path, filename: 'long.mp4', contentType: 'video/mp4', format: 'mp4', row: {} };
    const progress: number[] = [];
    const result = await testDeliver({ s3PartBytes: partBytes })(s3Destination({ acl: 'private' }), delivered, {
      ...context,
      progress: (sent) => progress.push(sent),
    });

    expect(result).toEqual({ url: `http://${s3.host}/renders/long.mp4`, attempts: 1 });
    const { object, bytes: got } = await stored('long.mp4');
    expect(got.equals(bytes)).toBe(true);
    expect(object.ContentType).toBe('video/mp4');
    const calls = s3.requests.filter((r) => r.url.startsWith('/renders/long.mp4'));
    expect(calls.filter((r) => r.method === 'POST' && r.url.includes('uploads'))).toHaveLength(1);
    const parts = calls.filter((r) => r.method === 'PUT' && /partNumber=\d+/.test(r.url));
    expect(parts.map((r) => Number(r.headers['content-length']))).toEqual([
      partBytes,
      partBytes,
      bytes.length - 2 * partBytes,
    ]);
    expect(calls.filter((r) => r.method === 'POST' && r.url.includes('uploadId='))).toHaveLength(1);
    // Progress is told part by part, up to the whole file.
    expect(progress.length).toBeGreaterThanOrEqual(3);
    expect(progress.at(-1)).toBe(bytes.length);
    // The ACL goes with the upload's creation.
    expect(calls.find((r) => r.method === 'POST' && r.url.includes('uploads'))?.headers['x-amz-acl']).toBe('private');
  });

  it('asks for credentials when there are none and no policy', async () => {
    const { input: delivered } = await input('nocreds.mp4');
    await expect(
      deliver(s3Destination({ aws_access_key_id: '', aws_secret_access_key: '' }), delivered, context),
    ).rejects.toThrow(/needs aws_access_key_id and aws_secret_access_key/);
  });
});
