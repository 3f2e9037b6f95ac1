import type { Project, ProjectDetail, ProjectList, RenderSettings } from '@reelforge/contract';
import type { RegionConfig } from '@reelforge/model';
import { PROJECT_LIST_TIMEOUT_MS } from '@reelforge/model';
import type { Http } from './http.js';

export type { ProjectDetail, ProjectList } from '@reelforge/contract';

/** The region API host and the render host of one region (docs/reference.md §7). */
export interface RegionClient {
  listProjects(): Promise<ProjectList>;
  createProject(name: string): Promise<string>;
  getProject(prjuid: string): Promise<ProjectDetail>;
  deleteProject(uid: string): Promise<void>;
  getSpeed(prjuid: string): Promise<number>;
  setSpeed(prjuid: string, speed: number): Promise<void>;
}

export function regionClient(http: Http, config: RegionConfig): RegionClient {
  const api = config.api.replace(/\/+$/, '');
  const render = config.render.replace(/\/+$/, '');
  const id = encodeURIComponent;
  const settingsUrl = (prjuid: string) => `${render}/v2/settings/${id(config.awsregion)}/${id(prjuid)}`;
  return {
    listProjects: async () =>
      (await http<ProjectList>(`${api}/v1/list/project/`, { regionHost: true, timeoutMs: PROJECT_LIST_TIMEOUT_MS }))
        .data,
    createProject: async (name) => {
      const reply = await http<Project>(`${api}/v1/project/${id(name)}`, { method: 'PUT', regionHost: true });
      return reply.headers.get('Project-UID') ?? reply.data.uid;
    },
    getProject: async (prjuid) =>
      (await http<ProjectDetail>(`${api}/v1/project/${id(prjuid)}`, { regionHost: true })).data,
    deleteProject: async (uid) => {
      await http(`${api}/v1/project/${id(uid)}`, { method: 'DELETE', regionHost: true });
    },
    getSpeed: async (prjuid) =>
      (await http<RenderSettings>(settingsUrl(prjuid), { regionHost: true })).data.settings.speed,
    setSpeed: async (prjuid, speed) => {
      await http(settingsUrl(prjuid), { method: 'POST', body: { settings: { speed } }, regionHost: true });
    },
  };
}
