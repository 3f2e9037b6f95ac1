import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from '../helpers/clients.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let demo: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  demo = await signIn(server, 'demo');
});
afterAll(() => server.close());

describe('the region client', () => {
  it('creates a project, lists it, reads it with its owner and deletes it', async () => {
    const region = demo.api.region('eu-west-1');
    const uid = await region.createProject('Spring campaign');
    expect(uid).toMatch(/\S/);

    const list = await region.listProjects();
    expect(list.Projects).toContainEqual(
      expect.objectContaining({ uid, name: 'Spring campaign', region: 'eu-west-1', type: 'project' }),
    );
    expect(list.Metadata).toMatchObject({ Count: list.Projects.length, Region: 'eu-west-1' });

    const detail = await region.getProject(uid);
    expect(detail).toMatchObject({ uid, prjuid: uid, name: 'Spring campaign', Metadata: { Owner: 'demo' } });

    await region.deleteProject(uid);
    expect((await region.listProjects()).Projects.map((p) => p.uid)).not.toContain(uid);
    await expect(region.getProject(uid)).rejects.toMatchObject({ status: 404 });
  });

  it('keeps a project’s render speed', async () => {
    const region = demo.api.region('eu-west-1');
    const uid = await region.createProject('Speedy');
    await region.setSpeed(uid, 3);
    expect(await region.getSpeed(uid)).toBe(3);
    await expect(region.setSpeed(uid, 9)).rejects.toMatchObject({ status: 400 });
  });

  it('refuses a project name the name rule refuses, with the rule’s reason', async () => {
    await expect(demo.api.region('eu-west-1').createProject(' ')).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/\S/),
    });
  });

  it('lists the projects of every region at once, each with its region', async () => {
    const here = await demo.api.region('eu-west-1').createProject('Here');
    const there = await demo.api.region('us-east-1').createProject('There');
    const { projects, errors } = await demo.api.listAllProjects();
    expect(errors).toEqual([]);
    expect(projects).toContainEqual(
      expect.objectContaining({ uid: here, region: 'eu-west-1', published: false, selected: false }),
    );
    expect(projects).toContainEqual(expect.objectContaining({ uid: there, region: 'us-east-1' }));
    const { projects: one } = await demo.api.listAllProjects('us-east-1');
    expect(one.map((p) => p.region)).toEqual(one.map(() => 'us-east-1'));
  });

  it('shows a user only their own projects', async () => {
    const mine = await demo.api.region('eu-west-1').createProject('Mine');
    const other = await signIn(server, 'other');
    expect((await other.api.region('eu-west-1').listProjects()).Projects.map((p) => p.uid)).not.toContain(mine);
    await expect(other.api.region('eu-west-1').getProject(mine)).rejects.toMatchObject({ status: 404 });
  });
});
