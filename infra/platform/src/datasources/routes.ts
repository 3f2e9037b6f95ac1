import { settleUnreadBody } from '../lib/unread-body.ts';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  datasourceMetadataSchema,
  datasourceParams,
  datasourceUploadResponse,
  replaceQuery,
} from '@reelforge/contract';
import { assetNameError, datasourceUpdateError, extensionOf, parseBoolean, sheetFileNames } from '@reelforge/model';
import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../lib/http-errors.ts';
import { tooLarge } from '../lib/receive-file.ts';
import type { AssetRow } from '../assets/asset-store.ts';
import { SPREADSHEET_EXTENSIONS, type ConvertedDatasource } from './datasource-import.ts';
import { publicMetadata } from './datasource-read.ts';
import type { ProjectRef } from '../projects/project-service.ts';
import { projectRef } from '../projects/project-ref.ts';

export interface DatasourceRoutesOptions {
  region: string;
}

const FIELD_LIMIT_BYTES = 64 * 1024 * 1024;
// Papaparse cannot split on these.
const BAD_DELIMITERS = new Set(['"', '\r', '\n', '\ufeff']);

interface Form {
  fields: Record<string, string>;
  /** The received `file` part in the project's .tmp folder, if one was sent. */
  upload?: string;
}

/** '' (detect), one character, or "tab" / "\t" spelled out. */
export function parseDelimiter(value: string | undefined): string {
  if (value === undefined || value === '') return '';
  if (value === 'tab' || value === '\\t') return '\t';
  if ([...value].length !== 1 || BAD_DELIMITERS.has(value)) {
    throw badRequest('The delimiter must be one character, or empty to detect it');
  }
  return value;
}

function parseStringList(field: string, value: string): string[] {
  if (value.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw badRequest(`${field} must be a JSON list of column names`);
  }
  if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === 'string')) {
    throw badRequest(`${field} must be a JSON list of column names`);
  }
  return parsed;
}

/**
 * PUT /v1/datasource/{prjuid}/{filename} (multipart/form-data): with a `file`, converts
 * and stores it as csv (one per sheet); without one (replace=1), updates the key and
 * media columns of the stored datasource of that name.
 */
const datasourceRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: DatasourceRoutesOptions }> = async (
  app,
  { region },
) => {
  await app.register(multipart, {
    limits: { fileSize: app.uploadLimitBytes, files: 1, fields: 20, parts: 24, fieldSize: FIELD_LIMIT_BYTES },
  });

  /** Reads the fields and receives the file; `beforeFile` sees the fields sent ahead of it. */
  async function readForm(
    request: FastifyRequest,
    project: ProjectRef,
    beforeFile: (fields: Record<string, string>) => Promise<void>,
  ): Promise<Form> {
    const form: Form = { fields: {} };
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
          continue;
        }
        if (part.fieldname !== 'file' || form.upload) {
          part.file.resume();
          continue;
        }
        await beforeFile(form.fields);
        form.upload = await app.assets.files.tempPath(project);
        await pipeline(part.file, createWriteStream(form.upload, { flags: 'wx' }));
        if (part.file.truncated) throw tooLarge(app.uploadLimitBytes);
      }
    } catch (error) {
      if (form.upload) await rm(form.upload, { force: true });
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(app.uploadLimitBytes);
      throw error;
    }
    return form;
  }

  async function importUpload(
    project: ProjectRef,
    filename: string,
    form: Form & { upload: string },
    replace: boolean,
  ) {
    const { fields } = form;
    const header = fields.first_line_is_header;
    const settings = {
      delimiter: parseDelimiter(fields.delimiter),
      firstLineIsHeader: header === undefined || header.trim() === '' ? true : parseBoolean(header),
    };
    let converted: ConvertedDatasource[] = [];
    try {
      converted = await app.datasourceImporter.convert(filename, form.upload, settings, () =>
        app.assets.files.tempPath(project),
      );
      for (const { name } of converted) {
        const problem = assetNameError(name);
        if (problem) throw badRequest(problem);
      }
      return await app.assets.commit(
        project,
        converted.map((c) => ({ name: c.name, file: c.file, mediaInfo: null, datasource: c.metadata })),
        replace,
      );
    } finally {
      await Promise.all(converted.map((c) => rm(c.file, { force: true })));
    }
  }

  async function updateSelection(project: ProjectRef, asset: AssetRow, fields: Record<string, string>) {
    if (asset.type !== 'datasource') throw badRequest(`${asset.name} is not a datasource`);
    const stored = await app.datasourceTables.metadata(project, asset);
    const keyColumn = fields.key_column ?? stored.key_column;
    const mediaColumns =
      fields.media_columns === undefined
        ? stored.media_columns
        : parseStringList('media_columns', fields.media_columns);
    if (fields.keys !== undefined && fields.keys.trim() !== '') {
      try {
        JSON.parse(fields.keys);
      } catch {
        throw badRequest('keys must be JSON');
      }
    }
    const problem = datasourceUpdateError(stored.columns, keyColumn, mediaColumns);
    if (problem) throw badRequest(problem);
    await app.assets.updateSelection(asset, keyColumn, mediaColumns);
    return publicMetadata({ ...stored, key_column: keyColumn, media_columns: mediaColumns });
  }

  app.put(
    '/v1/datasource/:prjuid/:filename',
    {
      onRequest: app.requireUser,
      schema: {
        params: datasourceParams,
        querystring: replaceQuery,
        response: { 200: datasourceMetadataSchema, 201: datasourceUploadResponse },
      },
    },
    async (request, reply) => {
      const { prjuid, filename } = request.params;
      const project = await projectRef(app, request, region, prjuid);
      const problem = assetNameError(filename);
      if (problem) throw badRequest(problem);
      if (!request.isMultipart()) throw new HttpError(415, 'Send a datasource as multipart/form-data');

      const replaceOf = (fields: Record<string, string>) => parseBoolean(fields.replace ?? request.query.replace);
      let form: Form;
      try {
        form = await readForm(request, project, async (fields) => {
          // The console sends the fields first: what would only end in a 400 or 409 is
          // refused before the file is received (sheet names are known only after).
          parseDelimiter(fields.delimiter);
          if (!SPREADSHEET_EXTENSIONS.has(extensionOf(filename))) {
            await app.assets.checkFree(project, sheetFileNames(filename, []), replaceOf(fields));
          }
        });
      } catch (error) {
        // A refused upload may still be arriving: a small one is read to its end, a large one is not (lib/unread-body.ts).
        await settleUnreadBody(request, reply);
        throw error;
      }
      const { upload } = form;
      try {
        const replace = replaceOf(form.fields);
        if (upload) {
          const rows = await importUpload(project, filename, { ...form, upload }, replace);
          return reply.code(201).send({ Datasources: rows.map((row) => app.assets.toAsset(project, row)) });
        }
        if (!replace) throw badRequest('Send the datasource in the form field "file"');
        return await updateSelection(project, await app.assets.require(project, filename), form.fields);
      } finally {
        if (upload) await rm(upload, { force: true });
      }
    },
  );
};

export default datasourceRoutes;
