/** Entities of docs/reference.md §3 that the console and the platform exchange. */

export interface Project {
  uid: string;
  prjuid: string;
  name: string;
  region: string;
  awsregion: string;
  date_created: string;
  type: 'project';
  /** Console-only flags, both false on load. */
  published?: boolean;
  selected?: boolean;
}

export interface Account {
  username: string;
  token?: string;
}

export interface RegionConfig {
  api: string;
  iv: string;
  preview: string;
  render: string;
  /** The analytics host (docs/reference.md §7 "Analytics host"); absent: the region has none. */
  analytics?: string;
  awsregion: string;
  bucket_prefix: string;
  enabled: boolean;
  create: boolean;
}

export type RegionsConfig = Record<string, RegionConfig>;

export interface AuthConfig {
  baseurl: string;
  domain_suffix: string;
  use_accounting_menu: boolean;
}

export interface RebrandingConfig {
  company_name: string;
  company_shorthand?: string;
  fav_icon?: string;
  console_css?: string;
  /** An address of the company's XML template tutorial, linked from the XML templates page. */
  xml_tutorial?: string;
  /** The outside tools' base addresses (docs/compositions.md); a tool left out is not offered. */
  editors?: EditorsConfig;
}

/**
 * rebranding.json `editors`: the effects editor, the express editor and the motion tracker, each an absolute http(s)
 * address.
 */
export interface EditorsConfig {
  fxpro?: string;
  fxexpress?: string;
  tracker?: string;
}

export interface SessionUser {
  username: string;
  admin: boolean;
}
