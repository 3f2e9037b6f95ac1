import type { FromSchema } from 'json-schema-to-ts';

/** GET and POST /v2/settings/{awsregion}/{prjuid} of the render host. */
export const renderSettingsParams = {
  type: 'object',
  properties: { awsregion: { type: 'string' }, prjuid: { type: 'string' } },
  required: ['awsregion', 'prjuid'],
} as const;

/** The render speed of a project, 0 to 4. */
export const renderSettingsBody = {
  type: 'object',
  properties: {
    settings: {
      type: 'object',
      properties: { speed: { type: 'integer', minimum: 0, maximum: 4 } },
      required: ['speed'],
    },
  },
  required: ['settings'],
} as const;
export type RenderSettingsBody = FromSchema<typeof renderSettingsBody>;

export const renderSettingsResponse = {
  type: 'object',
  properties: {
    settings: { type: 'object', properties: { speed: { type: 'integer' } }, required: ['speed'] },
  },
  required: ['settings'],
} as const;
export type RenderSettings = FromSchema<typeof renderSettingsResponse>;
