import type {
  FilledVariable,
  MovieItem,
  MovieList,
  MovieStructure,
  MovieVariables,
  PreviewStream,
  RenderRequest as RenderBody,
  RenderToken,
  ShareExists,
  StoryFrameRequest,
} from '@reelforge/contract';
import {
  isDotSegment,
  type OutputFormat,
  type RegionConfig,
  type RenderStatus,
  type ShareRecord,
} from '@reelforge/model';
import type { Movie, PreviewRequest } from '@reelforge/sdl';
import type { Http } from './http.js';
import { allPages, eachPage, pageQuery, type Page, type ReadPage } from './list-pages.js';

export type { FilledVariable, MovieItem, MovieStructure, StructureLayer, StructureScene } from '@reelforge/contract';

/**
 * A render of a saved movie or story by name, or of one given inline (the contract's render call): `movie` or `story`.
 */
export type RenderRequest = RenderBody<Movie>;

export interface PreviewOptions {
  movie: Movie;
  params?: Record<string, string>;
  username: string;
}

/** The movie calls of a region: sdl, render, preview and media-host structure, and sharing (docs/reference.md §7). */
export interface MoviesClient {
  /** Every movie of the project, all pages read (pickers and choosers that must see them all). */
  list(prjuid: string): Promise<MovieItem[]>;
  /** One page of at most 1,000 movies in name order: the first without a token, then the one `token` names. */
  page(prjuid: string, token?: string, size?: number): Promise<Page<MovieItem[]>>;
  /** Each page in turn, first to last. */
  pages(prjuid: string, size?: number): AsyncGenerator<MovieItem[], void, undefined>;
  get(prjuid: string, name: string): Promise<Movie>;
  /** Saves the movie's binary message; an invalid movie is refused with the server's message. */
  save(prjuid: string, name: string, movie: Movie): Promise<void>;
  remove(prjuid: string, name: string): Promise<void>;
  variables(prjuid: string, name: string): Promise<FilledVariable[]>;
  render(prjuid: string, request: RenderRequest): Promise<string>;
  renderStatus(token: string): Promise<RenderStatus>;
  /** Stops the caller's render in progress (its status names the session); a render that ended is a 404. */
  cancelRender(session: string): Promise<void>;
  /** The render's file; the token is the capability, so the URL works as a plain link. */
  renderUrl(token: string, ext: OutputFormat, frame?: number): string;
  /**
   * One frame as the renderer draws it (JPG). `signal` aborts it: the connection closes and the
   * preview host stops the render (a frame no longer wanted while scrubbing).
   */
  previewFrame(prjuid: string, options: PreviewOptions & { frame: number; signal?: AbortSignal }): Promise<Blob>;
  /**
   * One frame (JPG) of a story as its test movie shows it: the preview host renders the story once as mp4 for these
   * values and reads each frame asked for from it. `signal` aborts it.
   */
  storyFrame(prjuid: string, request: StoryFrameRequest & { signal?: AbortSignal }): Promise<Blob>;
  /** Starts an HLS preview; resolves with the playlist URL once it is playable. */
  previewStream(prjuid: string, options: PreviewOptions & { rangeStart?: number; rangeEnd?: number }): Promise<string>;
  structure(prjuid: string, movie: Movie, params?: Record<string, string>): Promise<MovieStructure>;
  /** Whether the movie is shared; a failed check counts as not shared. */
  isShared(id: string): Promise<boolean>;
  share(record: ShareRecord): Promise<void>;
  unshare(record: ShareRecord): Promise<void>;
}

/** Base64 of binary data, in slices so long movies do not overflow the argument list. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

const PROTOBUF = 'application/x-protobuf';

// The codec (protobufjs) loads with the first call that needs it: the host creates this
// client at start-up, and its first page should not carry the scene description.
const codec = () => import('@reelforge/sdl');

export function moviesClient(http: Http, config: RegionConfig): MoviesClient {
  const trim = (base: string) => base.replace(/\/+$/, '');
  const api = trim(config.api);
  const render = trim(config.render);
  const iv = trim(config.iv);
  const preview = trim(config.preview);
  const id = encodeURIComponent;
  const regionHost = true;
  const sdl = (prjuid: string, name: string) => `${api}/v1/sdl/${id(prjuid)}/${id(name)}`;
  const previewRequest = async (prjuid: string, request: PreviewRequest, signal?: AbortSignal) => {
    const previewrequest = toBase64((await codec()).encodePreviewRequest(request));
    // Aborted while the codec loaded: never sent.
    signal?.throwIfAborted();
    return http<unknown>(`${preview}/preview/v1/previewrequest/${id(prjuid)}`, {
      method: 'PUT',
      body: { previewrequest },
      regionHost,
      ...(signal ? { signal } : {}),
    });
  };
  const readPage =
    (prjuid: string, size?: number): ReadPage<MovieItem[]> =>
    async (token) => {
      const { data } = await http<Partial<MovieList>>(`${api}/v1/list/sdl/${id(prjuid)}/${pageQuery(token, size)}`, {
        regionHost,
      });
      return { items: data.SDLS ?? [], next: data.Metadata?.PageToken };
    };
  return {
    list: async (prjuid) => (await allPages(readPage(prjuid))).flat(),
    page: (prjuid, token, size) => readPage(prjuid, size)(token),
    pages: (prjuid, size) => eachPage(readPage(prjuid, size)),
    get: async (prjuid, name) => (await http<Movie>(`${sdl(prjuid, name)}?json=1`, { regionHost })).data,
    save: async (prjuid, name, movie) => {
      const body = new Blob([(await codec()).encodeMovie(movie) as Uint8Array<ArrayBuffer>], { type: PROTOBUF });
      await http(`${sdl(prjuid, name)}?forcereencode=1`, {
        method: 'PUT',
        body,
        headers: { 'Content-Type': PROTOBUF },
        regionHost,
      });
    },
    remove: async (prjuid, name) => {
      // A movie named . or .. before names were checked is deleted by its name in the query.
      const url = isDotSegment(name) ? `${api}/v1/sdl/${id(prjuid)}?name=${id(name)}` : sdl(prjuid, name);
      await http(url, { method: 'DELETE', regionHost });
    },
    variables: async (prjuid, name) =>
      (await http<Partial<MovieVariables>>(`${api}/v1/sdlvariables/${id(prjuid)}/${id(name)}`, { regionHost })).data
        .Variables ?? [],
    render: async (prjuid, { movie, story, compdata, params = {}, format, purpose }) => {
      const what = compdata !== undefined ? { compdata } : story === undefined ? { movie } : { story };
      const body = { ...what, params, ...(format ? { format } : {}), ...(purpose ? { purpose } : {}) };
      return (await http<RenderToken>(`${render}/v2/render/${id(prjuid)}`, { method: 'POST', body, regionHost })).data
        .token;
    },
    renderStatus: async (token) =>
      (await http<RenderStatus>(`${render}/v2/render/${id(token)}/status`, { regionHost })).data,
    cancelRender: async (session) => {
      await http(`${render}/v2/render/session/${id(session)}`, { method: 'DELETE', regionHost });
    },
    renderUrl: (token, ext, frame) =>
      `${render}/v2/render/${id(token)}.${ext}${frame === undefined ? '' : `?frame=${frame}`}`,
    previewFrame: async (prjuid, { movie, params = {}, username, frame, signal }) => {
      const reply = await previewRequest(prjuid, { movie, format: 'JPG', frame, params, username }, signal);
      return reply.data instanceof Blob ? reply.data : new Blob([reply.data as ArrayBuffer], { type: 'image/jpeg' });
    },
    storyFrame: async (prjuid, { signal, ...body }) => {
      const reply = await http<unknown>(`${preview}/preview/v1/storyframe/${id(prjuid)}`, {
        method: 'PUT',
        body,
        regionHost,
        ...(signal ? { signal } : {}),
      });
      return reply.data instanceof Blob ? reply.data : new Blob([reply.data as ArrayBuffer], { type: 'image/jpeg' });
    },
    previewStream: async (prjuid, { movie, params = {}, username, rangeStart = 0, rangeEnd = 0 }) => {
      const reply = await previewRequest(prjuid, {
        movie,
        format: 'HLS',
        range_start: rangeStart,
        range_end: rangeEnd,
        params,
        username,
      });
      const playlist = (reply.data as Partial<PreviewStream> | undefined)?.playlist;
      if (typeof playlist !== 'string' || !playlist) throw new Error('The preview host answered without a playlist.');
      return /^([a-z]+:)?\//i.test(playlist) ? playlist : `${preview}/${playlist}`;
    },
    structure: async (prjuid, movie, params = {}) => {
      const form = new FormData();
      form.append('movie', toBase64((await codec()).encodeMovie(movie)));
      form.append('params', JSON.stringify(params));
      return (
        await http<MovieStructure>(`${iv}/apps/api/v1/sdl/structure/${id(prjuid)}`, {
          method: 'PUT',
          body: form,
          regionHost,
        })
      ).data;
    },
    isShared: async (shareId) => {
      try {
        return (await http<Partial<ShareExists>>(`/share-api/exists?id=${id(shareId)}`)).data.exists === true;
      } catch {
        return false;
      }
    },
    share: async (record) => {
      await http('/share-api/create', { method: 'POST', body: record });
    },
    unshare: async (record) => {
      await http('/share-api/delete', { method: 'POST', body: record });
    },
  };
}
