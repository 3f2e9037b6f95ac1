import { batchTasksBody, COMPDATA_CONTENT_TYPES, renderRequestSchema, trackVersionBody } from '@reelforge/contract';

/**
 * Request bodies the routes' schemas do not hold, for the API document (docs/api-document.md):
 * those read whole by a body reader (bodies/json-body-plugin.ts: checked against the same
 * contract schema off the event loop) and those that are not JSON (uploads, forms, XML).
 */

type Content = Record<string, { schema: Record<string, unknown> }>;
export interface RequestBody {
  content: Content;
}

const json = (schema: object): RequestBody => ({ content: { 'application/json': { schema: { ...schema } } } });

const BYTES = { description: "The file's bytes as they are, whatever the Content-Type." };
const RAW_FILE: RequestBody = { content: { 'application/octet-stream': { schema: BYTES }, '*/*': { schema: BYTES } } };

const MOVIE_FORM_FIELDS = {
  movie: { type: 'string', description: 'The Movie message (/sdl/movie.proto), binary, as base64.' },
  params: { type: 'string', description: 'A JSON object of variable values.' },
};

const form = (properties: Record<string, unknown>, required: string[] = []): RequestBody => ({
  content: { 'multipart/form-data': { schema: { type: 'object', properties, required } } },
});

/** By the route's `config.bodyReader`. */
export const READER_BODIES: Readonly<Record<string, RequestBody>> = {
  'batch-tasks': json(batchTasksBody),
  'track-version': json(trackVersionBody),
  'render-request': json(renderRequestSchema),
  'movie-save': {
    content: {
      'application/json': {
        schema: { type: 'object', description: 'The movie in its JSON form: the Movie message of /sdl/movie.proto.' },
      },
      'application/x-protobuf': { schema: { description: 'The Movie message, binary.' } },
    },
  },
};

/** By method and path as the document writes them, for bodies that are not JSON. */
export const OTHER_BODIES: Readonly<Record<string, RequestBody>> = {
  'PUT /r/{region}/api/v1/data/{prjuid}/{name}': RAW_FILE,
  'PUT /r/{region}/api/v1/userfs/data/{path}': RAW_FILE,
  'PUT /r/{region}/api/v1/datasource/{prjuid}/{filename}': form({
    file: { type: 'string', contentMediaType: 'application/octet-stream', description: 'csv, json, xlsx or xls.' },
    delimiter: { type: 'string', description: 'One character, "tab", or empty to detect it.' },
    first_line_is_header: { type: 'string', description: 'Yes or no; yes by default.' },
    replace: { type: 'string', description: '1 to replace a datasource of that name.' },
    key_column: { type: 'string', description: 'Without a file (replace=1): the key column.' },
    media_columns: { type: 'string', description: 'Without a file (replace=1): a JSON list of column names.' },
  }),
  'PUT /r/{region}/api/v1/compdata/{prjuid}/{name}': {
    content: Object.fromEntries(
      COMPDATA_CONTENT_TYPES.map((type) => [type, { schema: { type: 'string', description: "The template's XML." } }]),
    ),
  },
  'PUT /r/{region}/iv/apps/api/v1/sdl/rendermovie/{prjuid}': form(
    { ...MOVIE_FORM_FIELDS, format: { type: 'string', description: "The output format; the movie's own by default." } },
    ['movie'],
  ),
  'PUT /r/{region}/iv/apps/api/v1/sdl/renderframe/{prjuid}': form(
    { ...MOVIE_FORM_FIELDS, framenumber: { type: 'string', description: 'The frame, 0 by default.' } },
    ['movie'],
  ),
  'PUT /r/{region}/iv/apps/api/v1/sdl/structure/{prjuid}': form(MOVIE_FORM_FIELDS, ['movie']),
};
