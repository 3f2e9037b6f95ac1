import type { Movie } from '@reelforge/sdl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createProject, listData, putData, putDatasource } from '../helpers/assets.ts';
import { resultsOf, saveJobs, submit, newRunId, waitForQueue } from '../helpers/batch.ts';
import { putMovieJson, tinyMovie } from '../helpers/movies.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

// A stored csv large enough that parsing it on the server's thread would hold up other
// requests: it must be read on the import workers, whose counter shows each read.
const ROWS = 100_000;
const COLUMNS = ['code', 'greeting', 'city', 'amount', 'note'];
// Quotes, commas, empty cells and characters of 2 to 4 UTF-8 bytes: the rows cross threads as bytes.
const rowAt = (i: number) => [
  `c${i}`,
  `Hello "${i}" 👋`,
  `Zürich-${i % 97}`,
  String(i * 3),
  i % 2 ? 'odd, with comma' : '',
];
const csvOf = (delimiter: string) => {
  const quote = (cell: string) => (/[",;\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const lines = [COLUMNS.join(delimiter)];
  for (let i = 0; i < ROWS; i++) lines.push(rowAt(i).map(quote).join(delimiter));
  return lines.join('\n');
};

let server: TestServer;
let demo: string;
let prjuid: string;
let bigUid: string;
const reads = () => server.app.datasourceImporter.completed.read;
const data = (name: string, query = '') =>
  server.request(`${api()}/data/${prjuid}/${encodeURIComponent(name)}${query}`, { token: demo });

beforeAll(async () => {
  server = await startTestServer({ batchConcurrency: 2 });
  demo = await server.login('demo');
  prjuid = await createProject(server, demo, 'Stored reads');
  const upload = await putDatasource(
    server,
    demo,
    prjuid,
    'big.csv',
    { delimiter: '', first_line_is_header: 'true', replace: '0' },
    csvOf(','),
  );
  expect(upload.status).toBe(201);
  bigUid = upload.json.Datasources[0].uid;
  // Stored as it was put (semicolons), described on a worker at upload.
  expect((await putData(server, demo, prjuid, 'semi.csv', csvOf(';'), { contentType: 'text/csv' })).status).toBe(201);
  expect((await putData(server, demo, prjuid, 'small.csv', 'a,b\n1,2\n', { contentType: 'text/csv' })).status).toBe(
    201,
  );
}, 60_000);
afterAll(async () => {
  await server.close();
});

/** What ?processed=1 answered before reads moved to the workers: JSON.stringify of metadata, values, keys. */
function expectedAnswer(metadata: Record<string, unknown>): string {
  const values = Array.from({ length: ROWS }, (_, i) => rowAt(i));
  const keyIndex = COLUMNS.indexOf(metadata.key_column as string);
  const keys = keyIndex < 0 ? [] : values.map((row) => row[keyIndex]);
  return JSON.stringify({ ...metadata, values, keys });
}

describe('a large stored csv', () => {
  for (const name of ['big.csv', 'semi.csv']) {
    it(`${name}: ?processed=1 is parsed on a worker while another request is answered, byte for byte as before`, async () => {
      const metadata = await data(name, '?processed=1&metadataonly=1');
      expect(metadata.status).toBe(200);
      expect(metadata.json).toMatchObject({ columns: COLUMNS, rowcount: ROWS, key_column: 'code' });
      const before = reads();
      const [full, other, list] = await Promise.all([
        data(name, '?processed=1'),
        data('small.csv', '?processed=1&metadataonly=1'),
        listData(server, demo, prjuid),
      ]);
      expect(other.status).toBe(200);
      expect(other.json).toMatchObject({ columns: ['a', 'b'], rowcount: 1 });
      expect(list.status).toBe(200);
      expect(full.status).toBe(200);
      expect(full.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(full.text).toBe(expectedAnswer(metadata.json));
      // One read, on a worker; the metadata-only answers are the stored metadata.
      expect(reads()).toBe(before + 1);
    });
  }

  it('without stored metadata, ?processed=1 makes it again on a worker and keeps it', async () => {
    const asset = await server.app.assets.find((await server.app.projects.locateByUid(prjuid))!, 'semi.csv');
    const kept = await server.app.assets.metadataOf(asset!);
    await server.app.assets.datasources.delete(asset!.id);
    const before = reads();
    const metadataOnly = await data('semi.csv', '?processed=1&metadataonly=1');
    expect(metadataOnly.status).toBe(200);
    expect(metadataOnly.json).toMatchObject({
      columns: COLUMNS,
      rowcount: ROWS,
      key_column: 'code',
      parse_data: { delimiter: ';' },
    });
    expect(reads()).toBe(before + 1);
    expect(await server.app.assets.metadataOf(asset!)).toEqual(kept);
  });

  it("a batch run's row lookups and its renders' datasource read it on a worker, while other requests are answered", async () => {
    const movie: Movie = tinyMovie({
      variables: [{ key: 'title', type: 'DATASOURCE', datasource: 'big.csv', column: 'greeting' }],
    });
    expect((await putMovieJson(server, demo, prjuid, 'greeting', movie)).status).toBe(201);
    const job = {
      id: 'job-bigcsv-0001',
      movie: 'greeting',
      format: 'jpg',
      frame: 1,
      datasource: bigUid,
      destination: { type: 'cdn' },
    };
    await saveJobs(server, demo, prjuid, [job]);
    const records = [0, 54_321, ROWS - 1];
    // No values in the tasks: the file names can only come from the stored rows.
    const tasks = records.map((record) => ({
      record,
      key: `c${record}`,
      params: {},
      filename: 'row-${code}-${city}-${amount}',
    }));
    const before = reads();
    const runid = newRunId();
    const queue = await submit(server, demo, prjuid, { jobid: job.id, runid, tasks });
    const [status, other] = await Promise.all([
      waitForQueue(server, demo, queue),
      data('small.csv', '?processed=1&metadataonly=1'),
    ]);
    expect(other.status).toBe(200);
    expect(status).toMatchObject({ state: 'done', total: 3, done: 3, failed: 0 });
    const results = await resultsOf(server, demo, runid);
    expect(results.map((row) => decodeURIComponent(new URL(row.url).pathname.split('/').pop()!))).toEqual(
      records.map((i) => `row-c${i}-Zürich-${i % 97}-${i * 3}.jpg`),
    );
    // The run's table once, and each render's datasource: all on workers.
    expect(reads()).toBeGreaterThanOrEqual(before + 1 + records.length);
  }, 60_000);

  it('a task whose row is past the end of the stored csv fails, naming the rows there are', async () => {
    const job = {
      id: 'job-bigcsv-0002',
      movie: 'greeting',
      format: 'jpg',
      frame: 1,
      datasource: bigUid,
      destination: { type: 'cdn' },
    };
    await saveJobs(server, demo, prjuid, [job]);
    const runid = newRunId();
    const tasks = [{ record: ROWS + 5, key: 'past', params: { code: 'given' }, filename: 'row-${code}' }];
    const queue = await submit(server, demo, prjuid, { jobid: job.id, runid, tasks });
    expect(await waitForQueue(server, demo, queue)).toMatchObject({ state: 'done', total: 1, failed: 1 });
    const [result] = await resultsOf(server, demo, runid);
    expect(result.error).toMatch(new RegExp(`row ${ROWS + 5} of the datasource "big.csv", which has ${ROWS} rows`));
  }, 60_000);
});
