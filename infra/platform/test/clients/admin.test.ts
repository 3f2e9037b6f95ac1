import { adminClient, auditClient } from '@reelforge/api/admin';
import { projectCopyClient } from '@reelforge/api/project-copy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_CONFIG } from '../../src/config/branding.ts';
import { signIn, type SignedIn } from '../helpers/clients.ts';
import { eventually } from '../helpers/eventually.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

// The console's admin client against the real platform.
let server: TestServer;
let admin: SignedIn;
let demo: SignedIn;
let other: SignedIn;
let prjuid: string;

beforeAll(async () => {
  server = await startTestServer();
  [admin, demo, other] = await Promise.all([signIn(server, 'admin'), signIn(server, 'demo'), signIn(server, 'other')]);
  prjuid = await demo.api.region('us-east-1').createProject('Client reel');
  await admin.api.accounts.assume('demo');
}, 60_000);
afterAll(() => server.close());

describe('the admin client', () => {
  it('finds a project’s owner in its region only', async () => {
    expect(await admin.api.regional(adminClient, 'us-east-1').userByProject('client')).toEqual([
      { uid: prjuid, name: 'Client reel', region: 'us-east-1', owner: { username: 'demo' } },
    ]);
    expect(await admin.api.regional(adminClient, 'eu-west-1').userByProject('client')).toEqual([]);
    await expect(admin.api.regional(adminClient, 'us-east-1').userByProject('c')).rejects.toMatchObject({
      status: 400,
    });
  });

  it('copies between users and follows the task as the admin and as the target', async () => {
    const client = admin.api.regional(adminClient, 'us-east-1');
    const started = await client.copyBetweenUsers(prjuid, {
      source: 'demo',
      target: 'other',
      region: 'us-east-1',
      name: 'Handed over',
    });
    const ended = await eventually(
      () => client.copyTask(started.task_id),
      (task) => task.status !== 'running',
    );
    expect(ended).toMatchObject({ status: 'done', project: { name: 'Handed over' } });
    expect(await other.api.regional(projectCopyClient, 'us-east-1').copyTask(started.task_id)).toEqual(ended);
  });

  it('reads the audit log newest first, page by page', async () => {
    const audit = auditClient(admin.api.http, AUTH_CONFIG.baseurl);
    const first = await audit.list(undefined, 1);
    expect(first.Entries).toEqual([expect.objectContaining({ who: 'admin', whom: 'other', what: 'copy' })]);
    const second = await audit.list(first.Metadata.PageToken, 1);
    expect(second).toEqual({
      Entries: [expect.objectContaining({ who: 'admin', whom: 'demo', what: 'assume', detail: '' })],
      Metadata: { Count: 1 },
    });
  });

  it('is refused to an ordinary account (403)', async () => {
    await expect(demo.api.regional(adminClient, 'us-east-1').userByProject('client')).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      demo.api
        .regional(adminClient, 'us-east-1')
        .copyBetweenUsers(prjuid, { source: 'demo', target: 'other', region: 'us-east-1' }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(auditClient(demo.api.http, AUTH_CONFIG.baseurl).list()).rejects.toMatchObject({ status: 403 });
  });
});
