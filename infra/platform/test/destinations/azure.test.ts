import type { Destination } from '@reelforge/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedKeyAuthorization } from '../../src/destinations/azure-shared-key.ts';
import { AZURE_API_VERSION } from '../../src/destinations/azure.ts';
import type { createDeliver } from '../../src/destinations/index.ts';
import {
  AZURITE_ACCOUNT,
  closedPort,
  failureOf,
  makeWorkDir,
  startAzurite,
  testDeliver,
} from '../helpers/destination-servers.ts';

let azurite: Awaited<ReturnType<typeof startAzurite>>;
let work: Awaited<ReturnType<typeof makeWorkDir>>;
let deliver: ReturnType<typeof createDeliver>;

/** A container whose blobs anyone may read, so the test can fetch what arrived. */
async function createContainer(name: string) {
  const url = new URL(`${azurite.url}/${AZURITE_ACCOUNT.account}/${name}?restype=container`);
  const headers: Record<string, string> = {
    'x-ms-blob-public-access': 'blob',
    'x-ms-date': new Date().toUTCString(),
    'x-ms-version': AZURE_API_VERSION,
  };
  headers.authorization = sharedKeyAuthorization(
    { method: 'PUT', url, headers, contentLength: 0 },
    AZURITE_ACCOUNT.account,
    Buffer.from(AZURITE_ACCOUNT.key, 'base64'),
  );
  const response = await fetch(url, { method: 'PUT', headers });
  if (response.status !== 201) throw new Error(`container not created: ${response.status} ${await response.text()}`);
}

beforeAll(async () => {
  [azurite, work] = await Promise.all([startAzurite(), makeWorkDir()]);
  deliver = testDeliver({ endpoints: { azureBlob: azurite.endpoint } });
  await createContainer('renders');
}, 20_000);
afterAll(async () => {
  await Promise.all([azurite?.close(), work?.remove()]);
});

const context = { cdn: async () => 'unused' };
const azureDestination = (params: Record<string, unknown> = {}) =>
  ({ type: 'azure', ...AZURITE_ACCOUNT, container: 'renders', ...params }) as Destination;

async function input(filename: string, contentType = 'video/mp4') {
  const { path, bytes } = await work.file(filename.replace(/\W/g, '_'));
  return { bytes, input: { file: path, filename, contentType, format: 'mp4', row: {} } };
}

describe('Azure Blob destination (Azurite, which checks the Shared Key signature)', () => {
  it('puts a block blob with the bytes and content type, and returns the blob URL', async () => {
    const { bytes, input: delivered } = await input('row 1 – café.mp4');
    const result = await deliver(azureDestination(), delivered, context);

    const blobUrl = `${azurite.url}/${AZURITE_ACCOUNT.account}/renders/${encodeURIComponent('row 1 – café.mp4')}`;
    expect(result.url).toBe(blobUrl);
    const blob = await fetch(blobUrl);
    expect(blob.status).toBe(200);
    expect(blob.headers.get('content-type')).toBe('video/mp4');
    expect(blob.headers.get('x-ms-blob-type')).toBe('BlockBlob');
    expect(Buffer.from(await blob.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('stores the content type it is given', async () => {
    const { input: delivered } = await input('poster.png', 'image/png');
    const { url } = await deliver(azureDestination(), delivered, context);
    expect((await fetch(url)).headers.get('content-type')).toBe('image/png');
  });

  it('is refused with a wrong key, and the message does not contain the key', async () => {
    const wrongKey = Buffer.from('not the account key at all, but base64 all the same').toString('base64');
    const { input: delivered } = await input('denied.mp4');
    const error = await failureOf(deliver(azureDestination({ key: wrongKey }), delivered, context));
    expect(error.message).toMatch(
      new RegExp(
        `^Azure upload to ${azurite.url}/devstoreaccount1/renders/denied.mp4 failed: the destination answered 403 \\(Forbidden\\): the account key was not accepted$`,
      ),
    );
    expect(error.message).not.toContain(wrongKey);
  });

  it('reports a missing container in our words', async () => {
    const { input: delivered } = await input('lost.mp4');
    await expect(deliver(azureDestination({ container: 'nowhere' }), delivered, context)).rejects.toThrow(
      /failed: the destination answered 404 \(Not Found\): the container does not exist$/,
    );
  });

  it('reports an endpoint that does not answer', async () => {
    const port = await closedPort();
    const offline = testDeliver({ endpoints: { azureBlob: `http://127.0.0.1:${port}/{account}` } });
    const { input: delivered } = await input('offline.mp4');
    await expect(offline(azureDestination(), delivered, context)).rejects.toThrow(
      `Azure upload to http://127.0.0.1:${port}/devstoreaccount1/renders/offline.mp4 failed: connection refused (ECONNREFUSED)`,
    );
  });

  it('needs account, container and key', async () => {
    const { input: delivered } = await input('incomplete.mp4');
    await expect(deliver(azureDestination({ container: '' }), delivered, context)).rejects.toThrow(
      'Azure destination needs an account and a container.',
    );
    await expect(deliver(azureDestination({ key: '' }), delivered, context)).rejects.toThrow(/needs the account key/);
  });
});
