import type { FromSchema } from 'json-schema-to-ts';
import { integer, object, string } from './schema.js';

/** GET and POST /v2/settings/{awsregion}/{prjuid} of the render host. */
export const renderSettingsParams = object({ awsregion: string(), prjuid: string() }, ['awsregion', 'prjuid'], {
  open: true,
});

/** The render speed of a project, 0 to 4. */
export const renderSettingsBody = object(
  { settings: object({ speed: integer({ minimum: 0, maximum: 4 }) }, ['speed'], { open: true }) },
  ['settings'],
  { open: true },
);
export type RenderSettingsBody = FromSchema<typeof renderSettingsBody>;

export const renderSettingsResponse = object(
  { settings: object({ speed: integer() }, ['speed'], { open: true }) },
  ['settings'],
  { open: true },
);
export type RenderSettings = FromSchema<typeof renderSettingsResponse>;
