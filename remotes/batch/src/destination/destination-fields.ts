/** How each destination parameter (docs/reference.md §3) is edited: its label, its kind of field, its default. */
import {
  ACL_OPTIONS,
  DEFAULT_ACL,
  DESTINATION_PARAMS,
  VIDEO_STATUS_OPTIONS,
  type DestinationKind,
} from '@reelforge/model';

export type ParamField =
  | { kind: 'text' | 'secret' | 'textarea'; label: string; hint?: string }
  | { kind: 'boolean'; label: string; initial?: boolean }
  | { kind: 'select'; label: string; options: readonly string[]; initial: string }
  | { kind: 'map'; label: string }
  | { kind: 'category'; label: string; hint: string };

const FILENAME_HINT =
  'Use ${column} for a row’s value; empty gives a unique name. ' + 'The format’s extension is added.';

export const PARAM_FIELDS: Record<string, ParamField> = {
  bucket: { kind: 'text', label: 'Bucket' },
  filename: { kind: 'text', label: 'File name', hint: FILENAME_HINT },
  aws_use_policy: { kind: 'boolean', label: 'Use the bucket policy instead of keys' },
  aws_access_key_id: { kind: 'text', label: 'Access key ID' },
  aws_secret_access_key: { kind: 'secret', label: 'Secret access key' },
  acl: { kind: 'select', label: 'ACL', options: ACL_OPTIONS, initial: DEFAULT_ACL },
  contenttype: { kind: 'text', label: 'Content type', hint: 'Empty: by the format (video/mp4, image/png, …)' },
  s3host: { kind: 'text', label: 'S3 host', hint: 'A custom endpoint URL for an S3-compatible store; empty for AWS' },
  contentdisposition: { kind: 'text', label: 'Content disposition' },
  cachecontrol: { kind: 'text', label: 'Cache control' },
  reduced_redundancy: { kind: 'boolean', label: 'Reduced redundancy' },
  secure: { kind: 'boolean', label: 'Secure (HTTPS)', initial: true },
  metadata: { kind: 'map', label: 'Metadata' },
  oauth_access_token: { kind: 'secret', label: 'OAuth access token' },
  auth_secret: { kind: 'secret', label: 'Auth secret' },
  title: { kind: 'text', label: 'Title', hint: 'Use ${column} for a row’s value' },
  description: { kind: 'textarea', label: 'Description' },
  category: {
    kind: 'category',
    label: 'Category',
    hint: 'The video site’s category id; its own list cannot be fetched here, so common ones are suggested',
  },
  status: { kind: 'select', label: 'Privacy status', options: VIDEO_STATUS_OPTIONS, initial: 'private' },
  notifySubscribers: { kind: 'boolean', label: 'Notify subscribers' },
  playlistid: { kind: 'text', label: 'Playlist ID' },
  account: { kind: 'text', label: 'Account' },
  key: { kind: 'secret', label: 'Account key' },
  container: { kind: 'text', label: 'Container' },
  method: { kind: 'select', label: 'Method', options: ['POST', 'PUT'], initial: 'POST' },
  url: { kind: 'text', label: 'URL' },
  user: { kind: 'text', label: 'User' },
  password: { kind: 'secret', label: 'Password' },
  fileid: { kind: 'text', label: 'File field name', hint: 'The form field that carries the file' },
  fields: { kind: 'map', label: 'Form fields' },
  headers: { kind: 'map', label: 'Headers' },
  api_key: { kind: 'secret', label: 'API key' },
  api_password: { kind: 'secret', label: 'API password' },
  access_token: { kind: 'secret', label: 'Access token' },
  project_id: { kind: 'text', label: 'Project ID' },
  name: { kind: 'text', label: 'Video name', hint: 'Use ${column} for a row’s value' },
  host: { kind: 'text', label: 'Host', hint: 'host or host:port' },
  passive: { kind: 'boolean', label: 'Passive mode', initial: true },
  epsv: { kind: 'boolean', label: 'Extended passive mode (EPSV)' },
  ftps: { kind: 'boolean', label: 'FTPS (explicit TLS)' },
};

/** Common video-site categories (id and name), offered since the site's list is out of reach. */
export const VIDEO_CATEGORIES: readonly { id: string; name: string }[] = [
  { id: '1', name: 'Film & Animation' },
  { id: '2', name: 'Autos & Vehicles' },
  { id: '10', name: 'Music' },
  { id: '15', name: 'Pets & Animals' },
  { id: '17', name: 'Sports' },
  { id: '19', name: 'Travel & Events' },
  { id: '20', name: 'Gaming' },
  { id: '22', name: 'People & Blogs' },
  { id: '23', name: 'Comedy' },
  { id: '24', name: 'Entertainment' },
  { id: '25', name: 'News & Politics' },
  { id: '26', name: 'Howto & Style' },
  { id: '27', name: 'Education' },
  { id: '28', name: 'Science & Technology' },
];

/** The field of a parameter; an unknown one is plain text. */
export function paramField(param: string): ParamField {
  return PARAM_FIELDS[param] ?? { kind: 'text', label: param };
}

/**
 * The destination after its type changes: parameters the new kind also takes are kept, the
 * others dropped, and selects and defaulted checkboxes get their initial value.
 */
export function withDestinationType(
  destination: Readonly<Record<string, unknown>>,
  type: DestinationKind,
): Record<string, unknown> & { type: DestinationKind } {
  const next: Record<string, unknown> & { type: DestinationKind } = { type };
  for (const param of DESTINATION_PARAMS[type] as readonly string[]) {
    const field = paramField(param);
    if (
      destination[param] !== undefined &&
      destination.type !== undefined &&
      (DESTINATION_PARAMS[destination.type as DestinationKind] as readonly string[] | undefined)?.includes(param)
    ) {
      next[param] = destination[param];
    } else if (field.kind === 'select') next[param] = field.initial;
    else if (field.kind === 'boolean' && field.initial !== undefined) next[param] = field.initial;
  }
  return next;
}
