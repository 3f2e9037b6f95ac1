import { createContext, useContext } from 'react';
import type { Project } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { queryError, queryKeys, useServerQuery } from '@reelforge/ui/server-state';

/** The project's names a story's dialogs choose from. */
export interface StoryPickers {
  videos: string[];
  audios: string[];
  images: string[];
  movies: string[];
  /** Why a list could not be read, for the editor to say. */
  problems: string[];
}

const NONE: StoryPickers = { videos: [], audios: [], images: [], movies: [], problems: [] };
export const StoryPickersContext = createContext<StoryPickers>(NONE);
export const useStoryPickers = () => useContext(StoryPickersContext);

const names = (list: readonly { name: string }[] | undefined) =>
  (list ?? []).map((item) => item.name).sort((a, b) => a.localeCompare(b));

/** The project's videos, audio files, images and movies, read through the cache the assets and movies areas share. */
export function useStoryPickerLists(project: Pick<Project, 'region' | 'uid'>): StoryPickers {
  const api = useApi();
  const { region, uid } = project;
  const assets = useServerQuery(queryKeys.assets(region, uid), () => api.assets(region).list(uid));
  const movies = useServerQuery(queryKeys.movies(region, uid), () => api.movies(region).list(uid));
  const problems = [
    queryError(assets) && `The project's assets could not be listed: ${queryError(assets)}`,
    queryError(movies) && `The project's movies could not be listed: ${queryError(movies)}`,
  ].filter((p): p is string => Boolean(p));
  return {
    videos: names(assets.data?.Videos),
    audios: names(assets.data?.Audios),
    images: names(assets.data?.Images),
    movies: names(movies.data),
    problems,
  };
}
