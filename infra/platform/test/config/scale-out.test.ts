import { describe, expect, it } from 'vitest';
import { scaleOutFromEnv } from '../../src/config/scale-out.ts';

const S3 = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'reelforge-media',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI-secret',
};
const REDIS = { REDIS_URL: 'redis://127.0.0.1:6379' };

describe('the scale-out settings', () => {
  it('leave the embedded default when none is set, empty values included', () => {
    expect(scaleOutFromEnv({})).toEqual({ role: 'all' });
    expect(scaleOutFromEnv({ DATABASE_URL: ' ', REDIS_URL: '', S3_ENDPOINT: '' })).toEqual({ role: 'all' });
  });

  it('read a whole scale-out configuration', () => {
    const settings = scaleOutFromEnv({
      ...S3,
      ...REDIS,
      DATABASE_URL: 'postgres://reelforge:pw@db:5432/reelforge',
      REELFORGE_ROLE: 'worker',
      WORKER_CONCURRENCY: '4',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(settings).toEqual({
      role: 'worker',
      databaseUrl: 'postgres://reelforge:pw@db:5432/reelforge',
      redisUrl: 'redis://127.0.0.1:6379',
      workerConcurrency: 4,
      objectStore: {
        endpoint: S3.S3_ENDPOINT,
        bucket: S3.S3_BUCKET,
        region: S3.S3_REGION,
        accessKeyId: S3.S3_ACCESS_KEY_ID,
        secretAccessKey: S3.S3_SECRET_ACCESS_KEY,
        forcePathStyle: false,
      },
    });
    expect(scaleOutFromEnv(S3).objectStore?.forcePathStyle).toBe(true);
  });

  it('read the public address media elements reach the store at, only with the store', () => {
    expect(
      scaleOutFromEnv({ ...S3, S3_PUBLIC_ENDPOINT: 'https://media.example.com' }).objectStore?.publicEndpoint,
    ).toBe('https://media.example.com');
    expect(scaleOutFromEnv(S3).objectStore?.publicEndpoint).toBeUndefined();
    expect(() => scaleOutFromEnv({ S3_PUBLIC_ENDPOINT: 'https://media.example.com' })).toThrow(
      /^S3_PUBLIC_ENDPOINT is set without S3_ENDPOINT/,
    );
  });

  it('take the role from the first argument before the environment', () => {
    expect(scaleOutFromEnv({ ...REDIS, REELFORGE_ROLE: 'worker' }, ['api']).role).toBe('api');
    expect(scaleOutFromEnv({}, ['all']).role).toBe('all');
    expect(() => scaleOutFromEnv({}, ['wroker'])).toThrow(
      'Unknown role "wroker": start the platform as one of all, api, worker',
    );
  });

  it('refuse an api or worker process without the shared queue', () => {
    expect(() => scaleOutFromEnv({ REELFORGE_ROLE: 'api' })).toThrow(/^The api role needs REDIS_URL/);
    expect(() => scaleOutFromEnv({}, ['worker'])).toThrow(/^The worker role needs REDIS_URL/);
  });

  it('stop at a wrong URL with one line naming the setting and never its password', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [
        { DATABASE_URL: 'mysql://root:hunter2@db/reelforge' },
        /^DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//,
      ],
      [{ DATABASE_URL: 'hunter2' }, /^DATABASE_URL is not a URL/],
      [{ DATABASE_URL: 'postgres://' }, /^DATABASE_URL names no host/],
      [{ REDIS_URL: 'http://:hunter2@cache:6379' }, /^REDIS_URL must start with redis:\/\/ or rediss:\/\//],
      [{ ...S3, S3_ENDPOINT: 'ftp://hunter2@store' }, /^S3_ENDPOINT must start with http:\/\/ or https:\/\//],
      [
        { ...S3, S3_PUBLIC_ENDPOINT: 'ftp://hunter2@store' },
        /^S3_PUBLIC_ENDPOINT must start with http:\/\/ or https:\/\//,
      ],
      [{ ...S3, S3_PUBLIC_ENDPOINT: 'hunter2' }, /^S3_PUBLIC_ENDPOINT is not a URL/],
    ];
    for (const [env, message] of cases) {
      let error: unknown;
      try {
        scaleOutFromEnv(env);
      } catch (caught) {
        error = caught;
      }
      expect(error, JSON.stringify(env)).toBeInstanceOf(Error);
      const text = (error as Error).message;
      expect(text).toMatch(message);
      expect(text).not.toContain('hunter2');
      expect(text).not.toContain('\n');
    }
  });

  it('need the whole object store or none of it, without naming the secret', () => {
    const { S3_SECRET_ACCESS_KEY: _secret, ...withoutSecret } = S3;
    expect(() => scaleOutFromEnv(withoutSecret)).toThrow(
      'S3_SECRET_ACCESS_KEY must be set when S3_ENDPOINT is: the object store needs S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
    expect(() => scaleOutFromEnv({ S3_BUCKET: 'media' })).toThrow(/must be set when S3_BUCKET is/);
    for (const bucket of ['Media', 'a', 'under_score', '-start']) {
      expect(() => scaleOutFromEnv({ ...S3, S3_BUCKET: bucket }), bucket).toThrow(/^S3_BUCKET must be a bucket name/);
    }
    expect(() => scaleOutFromEnv({ ...S3, S3_FORCE_PATH_STYLE: 'sometimes' })).toThrow(
      'S3_FORCE_PATH_STYLE must be true or false',
    );
  });

  it('bound the worker concurrency and check the role', () => {
    for (const value of ['0', '-1', '2.5', 'many', '257']) {
      expect(() => scaleOutFromEnv({ ...REDIS, WORKER_CONCURRENCY: value }), value).toThrow(
        'WORKER_CONCURRENCY must be a whole number from 1 to 256',
      );
    }
    expect(() => scaleOutFromEnv({ REELFORGE_ROLE: 'everything' })).toThrow(
      'REELFORGE_ROLE must be one of all, api, worker',
    );
  });
});
