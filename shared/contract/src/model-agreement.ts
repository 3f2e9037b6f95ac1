import type {
  Asset,
  BatchQueueStatus,
  BatchResult,
  BatchTask,
  DatasourceMetadata,
  Distribution,
  DistributionList,
  Project,
  PublishTask,
  RenderStatus,
  ShareRecord,
  Story,
} from '@reelforge/model';
import type { FromSchema } from 'json-schema-to-ts';
import type { assetSchema } from './assets.js';
import type { batchResultSchema, batchTaskSchema, queueStatusSchema } from './batch.js';
import type { datasourceMetadataSchema } from './datasources.js';
import type { projectSchema } from './projects.js';
import type { distributionListSchema, distributionSchema, publishTaskSchema } from './publish.js';
import type { renderStatusSchema } from './renders.js';
import type { shareRecordSchema } from './shares.js';
import type { storySchema } from './stories.js';

/*
 * Some wire shapes are also entities that the rules of @reelforge/model take (sorting
 * projects, a render's percent, a job's state from its queue's status...). The model
 * cannot depend on this package (this package depends on it), so it keeps those entity
 * types, and here each schema is held to its entity at compile time: the type-check fails
 * if one changes without the other. The clients hand these replies over as the entities.
 */

/** A is exactly B. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** What the wire brings (A) can be handed to a rule that takes B. */
type Fits<A, B> = [A] extends [B] ? true : false;
type Holds<T extends true> = T;

/** Console-only flags the entities carry besides the wire fields. */
type ConsoleFlags = 'selected' | 'published';

export type ModelAgreement = [
  Holds<Same<FromSchema<typeof projectSchema>, Omit<Project, ConsoleFlags>>>,
  Holds<Same<FromSchema<typeof renderStatusSchema>, RenderStatus>>,
  Holds<Same<FromSchema<typeof distributionSchema>, Omit<Distribution, ConsoleFlags>>>,
  Holds<Fits<FromSchema<typeof distributionListSchema>, DistributionList>>,
  Holds<Same<FromSchema<typeof publishTaskSchema>, PublishTask>>,
  Holds<Same<FromSchema<typeof batchTaskSchema>, BatchTask>>,
  Holds<Same<FromSchema<typeof batchResultSchema>, BatchResult>>,
  Holds<Fits<FromSchema<typeof queueStatusSchema>, BatchQueueStatus>>,
  Holds<Fits<FromSchema<typeof shareRecordSchema>, ShareRecord>>,
  Holds<Fits<FromSchema<typeof datasourceMetadataSchema>, DatasourceMetadata>>,
  Holds<Fits<FromSchema<typeof assetSchema>, Asset>>,
  Holds<Same<FromSchema<typeof storySchema>, Story>>,
];
