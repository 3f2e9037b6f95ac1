import { readdir, stat } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, listData, putData } from '../helpers/assets.ts';
import { eventually } from '../helpers/eventually.ts';
import { withProject } from '../helpers/with-project.ts';

const ctx = withProject('Cancelled uploads');

beforeAll(async () => {
  expect(
    (await putData(ctx.server, ctx.owner, ctx.uid, 'kept.txt', 'kept', { contentType: 'text/plain' })).status,
  ).toBe(201);
});

const temporary = () => path.join(ctx.server.dataDir, 'blobs', 'eu-west-1', ctx.uid, '.tmp');
const filesIn = (dir: string) => readdir(dir).catch(() => [] as string[]);

describe('a cancelled upload', () => {
  it('leaves no asset and no partial file behind', async () => {
    const before = (await listData(ctx.server, ctx.owner, ctx.uid)).json;
    const url = new URL(`${ctx.server.url}${api()}/data/${ctx.uid}/cut-short.mp4`);
    const upload = request(url, {
      method: 'PUT',
      headers: {
        authorization: `istoken ${ctx.owner}`,
        'content-type': 'video/mp4',
        'content-length': String(10 * 1024 * 1024),
      },
    });
    const answered = new Promise<void>((resolve) => {
      upload.on('error', () => resolve());
      upload.on('close', () => resolve());
    });
    upload.write(Buffer.alloc(256 * 1024, 1));

    // The server is receiving it: part of the file is in the project's temporary folder.
    const [partial] = await eventually(
      () => filesIn(temporary()),
      (names) => names.length === 1,
    );
    await eventually(
      () => stat(path.join(temporary(), partial as string)).then((info) => info.size),
      (size) => size > 0,
    );

    // The console aborts the request (the user pressed Cancel).
    upload.destroy();
    await answered;
    await eventually(
      () => filesIn(temporary()),
      (names) => names.length === 0,
    );
    expect((await listData(ctx.server, ctx.owner, ctx.uid)).json).toEqual(before);
    expect((await ctx.server.request(`${api()}/data/${ctx.uid}/cut-short.mp4`, { token: ctx.owner })).status).toBe(404);
  });

  it('of a datasource leaves no datasource and no partial file behind', async () => {
    const before = (await listData(ctx.server, ctx.owner, ctx.uid)).json;
    const boundary = 'cancelled-upload-boundary';
    const head = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="delimiter"',
      '',
      ',',
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="cut.csv"',
      'Content-Type: text/csv',
      '',
      '',
    ].join('\r\n');
    const upload = request(new URL(`${ctx.server.url}${api()}/datasource/${ctx.uid}/cut.csv`), {
      method: 'PUT',
      headers: {
        authorization: `istoken ${ctx.owner}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(10 * 1024 * 1024),
      },
    });
    const answered = new Promise<void>((resolve) => {
      upload.on('error', () => resolve());
      upload.on('close', () => resolve());
    });
    upload.write(head + 'name,city\n'.repeat(20_000));

    const [partial] = await eventually(
      () => filesIn(temporary()),
      (names) => names.length === 1,
    );
    await eventually(
      () => stat(path.join(temporary(), partial as string)).then((info) => info.size),
      (size) => size > 0,
    );
    upload.destroy();
    await answered;
    await eventually(
      () => filesIn(temporary()),
      (names) => names.length === 0,
    );
    expect((await listData(ctx.server, ctx.owner, ctx.uid)).json).toEqual(before);
  });
});
