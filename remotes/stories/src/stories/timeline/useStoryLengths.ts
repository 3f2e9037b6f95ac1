import { useMemo } from 'react';
import { movieFrameCount, storyLengthNames, type Project, type Story, type StoryKnownLengths } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { queryKeys, useServerQuery } from '@reelforge/ui/server-state';

/** Reads at most this many at once: a story may show hundreds of files. */
const AT_ONCE = 4;

/** Each name's value, read a few at a time; a name that cannot be read is left out (its length is estimated). */
async function readEach<T>(names: readonly string[], read: (name: string) => Promise<T>): Promise<Record<string, T>> {
  const found: Record<string, T> = {};
  for (let at = 0; at < names.length; at += AT_ONCE) {
    await Promise.all(
      names.slice(at, at + AT_ONCE).map(async (name) => {
        try {
          found[name] = await read(name);
        } catch {
          // Not known: the timeline estimates it (docs/design-tab.md "The story timeline").
        }
      }),
    );
  }
  return found;
}

/**
 * What the timeline knows of the lengths the story's scenes take from their files and movies: each file's seconds
 * as recorded at upload (the media info), each movie's frames. Read under the project's assets and movies keys, so
 * an upload or a saved movie reads them again.
 */
export function useStoryLengths(project: Pick<Project, 'region' | 'uid'>, story: Story | undefined): StoryKnownLengths {
  const api = useApi();
  const { region, uid } = project;
  const { files, movies } = useMemo(() => storyLengthNames(story ?? { scenes: [] }), [story]);
  const fileSeconds = useServerQuery(
    queryKeys.assetLengths(region, uid, files),
    () => readEach(files, async (name) => (await api.assets(region).mediaInfo(uid, name)).duration),
    { quiet: true, enabled: files.length > 0 },
  );
  const movieFrames = useServerQuery(
    queryKeys.movieLengths(region, uid, movies),
    () => readEach(movies, async (name) => movieFrameCount((await api.movies(region).get(uid, name)).scenes)),
    { quiet: true, enabled: movies.length > 0 },
  );
  return useMemo(
    () => ({
      fileSeconds: (name) => fileSeconds.data?.[name],
      movieFrames: (name) => movieFrames.data?.[name],
    }),
    [fileSeconds.data, movieFrames.data],
  );
}
