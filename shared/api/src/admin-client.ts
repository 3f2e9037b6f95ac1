import type { AdminCopyRequest, AuditList, CopyTask, ProjectOwner, UserByProjectReply } from '@reelforge/contract';
import type { RegionalClientFactory } from './api.js';
import type { Http } from './http.js';

export type { AdminCopyRequest, AuditEntry, AuditList, ProjectOwner } from '@reelforge/contract';

/**
 * The admin tools' calls of one region's API host (docs/admin.md, docs/reference.md §6, §7).
 * Every one answers 403 to an account that is not an admin.
 */
export interface AdminRegionClient {
  /**
   * Projects of any account of this region whose name or uid holds `q` (more than one character), with their owners.
   */
  userByProject(q: string): Promise<ProjectOwner[]>;
  /** Starts copying `source`'s project of this region into `target`'s account; the task belongs to the target. */
  copyBetweenUsers(prjuid: string, request: AdminCopyRequest): Promise<CopyTask>;
  /** A copy task an admin started (or any copy task), as GET /v1/copy/task/{id} answers its owner. */
  copyTask(taskId: string): Promise<CopyTask>;
}

const trim = (url: string) => url.replace(/\/+$/, '');

export const adminClient: RegionalClientFactory<AdminRegionClient> = ({ http, config }) => {
  const api = `${trim(config.api)}/v1/internal`;
  const regionHost = true;
  return {
    userByProject: async (q) =>
      (await http<UserByProjectReply>(`${api}/userbyproject?q=${encodeURIComponent(q)}`, { regionHost })).data.Projects,
    copyBetweenUsers: async (prjuid, request) =>
      (await http<CopyTask>(`${api}/copy/${encodeURIComponent(prjuid)}`, { method: 'POST', body: request, regionHost }))
        .data,
    copyTask: async (taskId) =>
      (await http<CopyTask>(`${api}/copy/task/${encodeURIComponent(taskId)}`, { regionHost })).data,
  };
};

/** The audit log of the accounts service (`baseurl`: auth.json's address), newest first. */
export interface AuditClient {
  /** One page; `pageToken` is the previous page's `Metadata.PageToken`. */
  list(pageToken?: string, pageSize?: number): Promise<AuditList>;
}

export function auditClient(http: Http, baseurl: string): AuditClient {
  const base = `${trim(baseurl)}/account/audit`;
  return {
    list: async (pageToken, pageSize) => {
      const query = new URLSearchParams();
      if (pageToken !== undefined) query.set('pagetoken', pageToken);
      if (pageSize !== undefined) query.set('pagesize', String(pageSize));
      const text = query.toString();
      return (await http<AuditList>(text ? `${base}?${text}` : base)).data;
    },
  };
}
