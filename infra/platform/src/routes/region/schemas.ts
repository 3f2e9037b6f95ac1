/** The project object of the region API (SPEC §3). */
export const projectSchema = {
  type: 'object',
  properties: {
    uid: { type: 'string' },
    prjuid: { type: 'string' },
    name: { type: 'string' },
    region: { type: 'string' },
    awsregion: { type: 'string' },
    date_created: { type: 'string' },
    type: { type: 'string', const: 'project' },
  },
  required: ['uid', 'prjuid', 'name', 'region', 'awsregion', 'date_created', 'type'],
  additionalProperties: false,
} as const;

export const projectDetailSchema = {
  type: 'object',
  properties: {
    ...projectSchema.properties,
    Metadata: {
      type: 'object',
      properties: { Owner: { type: 'string' }, Speed: { type: 'integer' } },
      required: ['Owner', 'Speed'],
      additionalProperties: false,
    },
  },
  required: [...projectSchema.required, 'Metadata'],
  additionalProperties: false,
} as const;

export const uidParams = {
  type: 'object',
  properties: { uid: { type: 'string' } },
  required: ['uid'],
} as const;

export const settingsBody = {
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

export const settingsResponse = {
  type: 'object',
  properties: {
    settings: { type: 'object', properties: { speed: { type: 'integer' } }, required: ['speed'] },
  },
  required: ['settings'],
} as const;
