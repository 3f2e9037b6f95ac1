import { describe, expect, it } from 'vitest';
import type { Project, RegionConfig } from '@reelforge/model';
import { ApiError, listProjectsAcrossRegions, type RegionClient } from '../src/index.js';

const config = (enabled: boolean): RegionConfig => ({
  api: '',
  iv: '',
  preview: '',
  render: '',
  awsregion: '',
  bucket_prefix: '',
  enabled,
  create: true,
});
const project = (name: string, region: string): Project => ({
  uid: name,
  prjuid: name,
  name,
  region,
  awsregion: region,
  date_created: '2026-01-01T00:00:00Z',
  type: 'project',
});

function client(result: () => Promise<Project[]>): RegionClient {
  const unused = () => Promise.reject(new Error('not used'));
  return {
    listProjects: async () => {
      const projects = await result();
      return { Projects: projects, Metadata: { Count: projects.length, Region: '' } };
    },
    createProject: unused,
    getProject: unused,
    deleteProject: unused,
    getSpeed: unused,
    setSpeed: unused,
  };
}

describe('the project list across regions', () => {
  const regions = {
    'eu-west-1': config(true),
    'us-east-1': config(true),
    'eu-original-1': config(true),
    'ap-south-1': config(false),
  };

  it('lists every enabled region and reports the failing ones per region', async () => {
    const clients: Record<string, RegionClient> = {
      'eu-west-1': client(async () => [project('a', 'eu-west-1')]),
      'us-east-1': client(() => Promise.reject(new ApiError(-1, 'Timeout', 'timed out'))),
      'eu-original-1': client(() => Promise.reject(new ApiError(500, 'Internal Server Error', 'boom'))),
      'ap-south-1': client(async () => [project('hidden', 'ap-south-1')]),
    };
    const { projects, errors } = await listProjectsAcrossRegions(regions, (name) => clients[name] as RegionClient);
    expect(projects.map((p) => p.name)).toEqual(['a']);
    expect(projects[0]).toMatchObject({ published: false, selected: false });
    expect(errors).toEqual(['Timeout.  Region us-east-1 unavailable.', 'eu-original-1: Internal Server Error']);
  });

  it('can list one region only', async () => {
    const { projects } = await listProjectsAcrossRegions(
      regions,
      (name) => client(async () => [project(name, name)]),
      'us-east-1',
    );
    expect(projects.map((p) => p.name)).toEqual(['us-east-1']);
  });
});
