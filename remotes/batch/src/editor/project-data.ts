/** What the job editor reads about a movie, a story and a datasource. */
import {
  movieVariableKeys,
  type Asset,
  type DatasourceMetadata,
  type DatasourceRows,
  type Story,
} from '@reelforge/model';

/** What the job renders, as the editor needs it: a movie's codec (none for a story) and the variables the rows fill. */
export interface MovieFacts {
  codec: string | undefined;
  /** the movie's (or story's) variable keys, in order */
  variables: string[];
}

/** The codec and variable keys of a movie as the region API returns it (JSON). */
export function movieFacts(movie: unknown): MovieFacts {
  const codec = (movie as { params?: { vparams?: { videocodec?: unknown } } } | null)?.params?.vparams?.videocodec;
  return { codec: typeof codec === 'string' && codec ? codec : undefined, variables: movieVariableKeys(movie) };
}

/** The datasource asset a job names: by uid, or by name for jobs that kept a name. */
export function datasourceAsset(datasources: readonly Asset[], uid: string): Asset | undefined {
  if (!uid) return undefined;
  return datasources.find((asset) => asset.uid === uid) ?? datasources.find((asset) => asset.name === uid);
}

/** A datasource's rows for compiling, with its key column. */
export function datasourceRows(metadata: DatasourceMetadata): DatasourceRows {
  return {
    columns: metadata.columns ?? [],
    rows: metadata.values ?? [],
    ...(metadata.key_column ? { keyColumn: metadata.key_column } : {}),
  };
}

const isStory = (item: unknown): item is Story =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as Story).name === 'string' &&
  Array.isArray((item as Story).scenes);

/** The names of the project's stories, in name order. */
export function storyNames(stories: readonly unknown[]): string[] {
  return stories
    .filter(isStory)
    .map((story) => story.name)
    .sort((a, b) => a.localeCompare(b));
}

/** The project's story of this name, or undefined. */
export function storyNamed(stories: readonly unknown[], name: string): Story | undefined {
  return name ? stories.filter(isStory).find((story) => story.name === name) : undefined;
}
