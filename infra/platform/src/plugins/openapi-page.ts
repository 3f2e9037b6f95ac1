import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The reference page (docs/api-document.md): Swagger UI's files (swagger-ui-dist) reading the
 * API document. Under the console's Content-Security-Policy as it is: scripts are files of
 * this origin (no inline script), styles may be inline, icons are data: URLs.
 */

export const DOCUMENT_PATH = '/api/openapi.json';
export const PAGE_PATH = '/api/docs';

/** Swagger UI's folder, found without loading its bundle into the server. */
export const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The files of Swagger UI the page loads, served from SWAGGER_UI_DIR. */
export const SWAGGER_UI_FILES: ReadonlySet<string> = new Set(['swagger-ui.css', 'swagger-ui-bundle.js']);

/** The page's own script: starts Swagger UI on the document the page names. */
export const PAGE_SCRIPT = 'reference.js';

export const PAGE_SCRIPT_TEXT = `"use strict";
const root = document.getElementById('swagger-ui');
window.SwaggerUIBundle({
  url: root.dataset.document,
  domNode: root,
  deepLinking: true,
  validatorUrl: null,
  presets: [window.SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  docExpansion: 'none',
  defaultModelsExpandDepth: 0,
});
`;

export const PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reelforge API reference</title>
<link rel="alternate" type="application/json" href="${DOCUMENT_PATH}" title="The API document (OpenAPI 3.1)">
<link rel="stylesheet" href="${PAGE_PATH}/swagger-ui.css">
</head>
<body>
<noscript><p>This page needs JavaScript. The API document: <a href="${DOCUMENT_PATH}">${DOCUMENT_PATH}</a>.</p></noscript>
<div id="swagger-ui" data-document="${DOCUMENT_PATH}"></div>
<script src="${PAGE_PATH}/swagger-ui-bundle.js"></script>
<script src="${PAGE_PATH}/${PAGE_SCRIPT}"></script>
</body>
</html>
`;
