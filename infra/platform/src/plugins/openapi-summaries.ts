/**
 * Each operation's one-line summary in the API document (docs/api-document.md), by method
 * and path as the document writes them (the region prefix as `/r/{region}`). A route's own
 * `schema.summary` wins over this table; a route in neither has no summary, which the
 * document's test refuses.
 */
export const SUMMARIES: Readonly<Record<string, string>> = {
  // The document itself
  'GET /api/openapi.json': 'This API document (OpenAPI 3.1)',

  // Probes
  'GET /healthz': 'Whether the process is alive, and its role',
  'GET /readyz': 'Whether the process is ready to serve',
  'GET /metrics': 'The metrics in the Prometheus text format',

  // Static configuration
  'GET /regions/auth.json': "The accounts service's address and who gets the token",
  'GET /regions/regions.json': 'The regions and the base addresses of their hosts',
  'GET /regions/rebranding.json': "The rebranding, with the outside tools' addresses when configured",
  'GET /sdl/movie.proto': 'The Movie and PreviewRequest messages (protobuf source)',
  'GET /queries/analytics.json': 'The queries the console sends the analytics host',
  'GET /queries/account-stats.json': 'The query of the account usage page',

  // Playground
  'GET /examples.json': "The playground's XML examples",
  'GET /accounts/auth/playground': 'A playground token that reaches the example project only',

  // Sign-in
  'POST /accounts/auth/login': 'Sign in: a username and password for a token',
  'GET /accounts/auth/verify': "The token's account and expiry",
  'POST /accounts/auth/renew': 'A fresh token of the same sign-in',
  'POST /accounts/auth/logout': 'End the sign-in, with every token renewed from it',
  'POST /accounts/auth/session': 'Temporary storage credentials for the caller',
  'POST /accounts/auth/assume': 'Admins: a token acting as another account',
  'POST /accounts/auth/password': 'Change your own password; your other sign-ins end',

  // Accounts and client errors
  'GET /accounts/account/search': 'Admins: account names containing the text',
  'GET /accounts/account/audit': 'Admins: the admin actions, newest first',
  'GET /accounts/admin/accounts': 'Admins: every account, by name',
  'POST /accounts/admin/accounts': 'Admins: make an account, its generated password answered once',
  'PATCH /accounts/admin/accounts/{id}': "Admins: change an account's role or state",
  'POST /accounts/admin/accounts/{id}/password': 'Admins: a new generated password for an account, answered once',
  'POST /accounts/account/client-errors': 'Report a failed change of state in the console',
  'GET /accounts/account/client-errors': 'Admins: the reported client errors with their counts',
  'GET /accounts/account/apikeys': 'Your API keys, newest first, without the keys themselves',
  'POST /accounts/account/apikeys': 'Make an API key; the key is answered this once',
  'DELETE /accounts/account/apikeys/{id}': 'Revoke one of your API keys at once',

  // Projects
  'GET /r/{region}/api/v1/list/project/': "The caller's projects of the region",
  'PUT /r/{region}/api/v1/project/{name}': 'Create a project',
  'GET /r/{region}/api/v1/project/{uid}': 'A project, with what it holds against its quota',
  'DELETE /r/{region}/api/v1/project/{uid}': 'Delete a project',

  // Assets
  'GET /r/{region}/api/v1/list/data/{prjuid}': "A page of the project's assets, by kind",
  'GET /r/{region}/api/v1/data/{prjuid}/{name}': "An asset's file, or a datasource's rows with ?processed=1",
  'PUT /r/{region}/api/v1/data/{prjuid}/{name}': 'Upload an asset (the raw file as the body)',
  'DELETE /r/{region}/api/v1/data/{prjuid}/{name}': 'Delete an asset',
  'PUT /r/{region}/api/v1/datasource/{prjuid}/{filename}':
    'Upload a datasource (csv, json, xlsx, xls), or change its key and media columns',
  'GET /r/{region}/api/v1/thumbnail/{prjuid}/{file}': "An asset's thumbnail ({name}-w={width}.jpg or .png)",
  'POST /r/{region}/api/v1/basevideo/{prjuid}': 'Make a base video of one colour',
  'GET /r/{region}/api/v1/basevideo/{prjuid}/progress/{id}': 'How far a base video is made',

  // Tracking
  'GET /r/{region}/api/v1/trackdataversion/{prjuid}/{video}/{id}': 'A tracking version with its points',
  'PUT /r/{region}/api/v1/trackdataversion/{prjuid}/{video}/{id}': 'Create (?create=1) or change a tracking version',
  'DELETE /r/{region}/api/v1/trackdataversion/{prjuid}/{video}/{id}': 'Delete a tracking version',
  'POST /r/{region}/api/v1/trackversion/{prjuid}/{video}': 'Track a rectangle into a new tracking version',
  'POST /r/{region}/api/v1/trackversion/{prjuid}/{video}/{id}': 'Track a version again from a frame',
  'GET /r/{region}/api/v1/trackversion/{prjuid}/progress/{progress}': 'How far a tracking is',
  'GET /r/{region}/api/v1/trackframe/{prjuid}/{video}/{frame}': 'A frame of a video as the tracker reads it (JPG)',
  'GET /r/{region}/iv/apps/api/v1/list/trackdataversion/{prjuid}': "The project's tracking versions, without points",

  // Movies
  'GET /r/{region}/api/v1/list/sdl/{prjuid}': "A page of the project's movies",
  'GET /r/{region}/api/v1/sdl/{prjuid}/{name}': 'A movie: its binary message, or JSON with ?json=1',
  'PUT /r/{region}/api/v1/sdl/{prjuid}/{name}': 'Save a movie (binary message or JSON)',
  'DELETE /r/{region}/api/v1/sdl/{prjuid}/{name}': 'Delete a movie',
  'DELETE /r/{region}/api/v1/sdl/{prjuid}': 'Delete a movie named . or .. (the name in ?name=)',
  'GET /r/{region}/api/v1/sdlvariables/{prjuid}/{name}': "A movie's variables, every field filled",
  'PUT /r/{region}/iv/apps/api/v1/sdl/rendermovie/{prjuid}': 'A render token for a movie sent as a form',
  'PUT /r/{region}/iv/apps/api/v1/sdl/renderframe/{prjuid}': 'One frame of a movie sent as a form (JPG)',
  'PUT /r/{region}/iv/apps/api/v1/sdl/structure/{prjuid}': "A movie's timing as the renderer plans it",

  // XML templates
  'GET /r/{region}/api/v1/list/compdata/{prjuid}': "A page of the project's XML templates",
  'GET /r/{region}/api/v1/compdata/{prjuid}/{name}': "An XML template's text",
  'PUT /r/{region}/api/v1/compdata/{prjuid}/{name}': 'Save an XML template (its text as application/xml)',
  'DELETE /r/{region}/api/v1/compdata/{prjuid}/{name}': 'Delete an XML template',

  // App data
  'GET /r/{region}/api/v1/list/appdata/{prjuid}': "The project's app data files",
  'GET /r/{region}/api/v1/appdata/{prjuid}/{name}': 'An app data file, the JSON list as stored',
  'PUT /r/{region}/api/v1/appdata/{prjuid}/{name}': 'Write an app data file whole',
  'POST /r/{region}/api/v1/appdata/{prjuid}/{name}': 'Write an app data file whole (as PUT)',
  'DELETE /r/{region}/api/v1/appdata/{prjuid}/{name}': 'Delete an app data file',

  // Scripts
  'POST /r/{region}/api/v1/script/run/{prjuid}': 'Run a script on one datasource row',

  // User files
  'GET /r/{region}/api/v1/userfs/list/data': "A page of the top folder of the caller's file store",
  'GET /r/{region}/api/v1/userfs/list/data/{path}': "A page of a folder of the caller's file store",
  'GET /r/{region}/api/v1/userfs/usage': "What the caller's file store holds against its quota",
  'GET /r/{region}/api/v1/userfs/data/{path}': 'A file of the store',
  'PUT /r/{region}/api/v1/userfs/data/{path}': 'Upload a file to the store (the raw file as the body)',
  'DELETE /r/{region}/api/v1/userfs/data/{path}': 'Delete a file of the store',
  'PUT /r/{region}/api/v1/userfs/directory/{path}': 'Make a folder',
  'DELETE /r/{region}/api/v1/userfs/directory/{path}': 'Delete a folder with everything in it',
  'DELETE /r/{region}/api/v1/userfs/directory': 'Refused: the top folder cannot be deleted',
  'GET /r/{region}/api/v1/userfs/thumbnail/{path}': "A file's thumbnail ({path}-w={width}.jpg or .png)",

  // Tags
  'GET /r/{region}/api/v1/list/tag': "The caller's tags of the region",
  'PUT /r/{region}/api/v1/tag/{path}': 'Create a tag, or move one with ?from=',
  'DELETE /r/{region}/api/v1/tag/{path}': 'Delete a tag with the tags under it',
  'PUT /r/{region}/api/v1/tag': 'Refused: a tag needs a name',
  'DELETE /r/{region}/api/v1/tag': 'Refused: a tag needs a name',
  'GET /r/{region}/api/v1/list/tagproject': "The caller's links of tags to projects",
  'PUT /r/{region}/api/v1/tagproject/{prjuid}/{path}': 'Tag a project',
  'DELETE /r/{region}/api/v1/tagproject/{prjuid}/{path}': 'Take a tag off a project',

  // Webhooks
  'GET /r/{region}/api/v1/webhooks/{prjuid}': "The project's webhooks, without their secrets",
  'POST /r/{region}/api/v1/webhooks/{prjuid}': 'Make a webhook: its secret is answered once',
  'PATCH /r/{region}/api/v1/webhooks/{prjuid}/{id}': "Change a webhook's address, events or enabled state",
  'DELETE /r/{region}/api/v1/webhooks/{prjuid}/{id}': 'Delete a webhook with its delivery log',
  'POST /r/{region}/api/v1/webhooks/{prjuid}/{id}/secret': "Rotate a webhook's secret: the new one is answered once",
  'GET /r/{region}/api/v1/webhooks/{prjuid}/{id}/deliveries': "A page of a webhook's deliveries, newest first",
  'POST /r/{region}/api/v1/webhooks/{prjuid}/{id}/deliveries/{delivery}/resend':
    'Send a delivery again, its same body with a new signature',
  'POST /r/{region}/api/v1/webhooks/{prjuid}/{id}/ping': 'Send a test event (ping) to a webhook',

  // Publishing
  'GET /r/{region}/api/v1/internal/publish/{prjuid}': "The project's distributions, the default first",
  'PUT /r/{region}/iv/apps/api/v2/publish/{prjuid}': 'Publish the project to a region, or sync it again',
  'GET /r/{region}/iv/apps/api/v2/publish/{prjuid}': 'A publish task',
  'DELETE /r/{region}/iv/apps/api/v2/publish/{prjuid}': 'Depublish the project from a region',

  // Project copies
  'POST /r/{region}/api/v1/copy/{prjuid}': 'Copy a project to a region and name',
  'GET /r/{region}/api/v1/copy/task/{task_id}': 'A copy task',
  'PUT /r/{region}/api/v1/migrate/{prjuid}/{destination}': 'Migrate a project to another region',
  'GET /r/{region}/api/v1/migrate/{prjuid}/{destination}': 'A migration task (?taskid=)',
  'PUT /r/{region}/iv/apps/api/v1/migrate/{prjuid}/{destination}': 'Migrate a project to eu-original-1',
  'GET /r/{region}/iv/apps/api/v1/migrate/{prjuid}/{destination}': 'A migration task to eu-original-1 (?taskid=)',

  // Admin
  'GET /r/{region}/api/v1/internal/userbyproject': 'Admins: projects whose name or uid holds the text, with owners',
  'POST /r/{region}/api/v1/internal/copy/{prjuid}': 'Admins: copy a project from one account to another',
  'GET /r/{region}/api/v1/internal/copy/task/{task_id}': "Admins: any account's copy task",

  // Media host
  'GET /r/{region}/iv/apps/media/data/{user}/{prjuid}/userdata/{name}': "An asset's file by its owner's name",
  'GET /r/{region}/iv/apps/api/v1/data/{prjuid}/{name}': "An asset's file; ?download=1 as an attachment",
  'GET /r/{region}/iv/apps/api/v1/thumbnail/{prjuid}/{file}': "An asset's thumbnail",
  'GET /r/{region}/iv/apps/api/v1/hls/{prjuid}/{name}/{file}': "A video's HLS playlist or segment",
  'GET /r/{region}/iv/tokenlogin': 'Check a token and send the browser on to next (302)',

  // Render settings
  'GET /r/{region}/render/v2/settings/{awsregion}/{prjuid}': "A project's render speed here",
  'POST /r/{region}/render/v2/settings/{awsregion}/{prjuid}': "Set a project's render speed here",

  // Renders
  'POST /r/{region}/render/v2/render/{prjuid}': 'A render token for a movie or story',
  'PUT /r/{region}/render/v2/render/{prjuid}': 'A render token and its address; the render starts at once',
  'GET /r/{region}/render/v2/render/{file}': 'The render of a token ({token}.{ext})',
  'GET /r/{region}/render/v2/get/{file}': 'The render of a token ({token}.{ext}), as /v2/render',
  'GET /r/{region}/render/v2/render/{token}/status': "A render token's status",
  'DELETE /r/{region}/render/v2/render/session/{session}': "Stop one of the caller's renders",
  'GET /r/{region}/render/render/{prjuid}/{file}': 'The older render call: {movie}.{ext} with the values as the query',

  // Batch
  'POST /r/{region}/render/v2/batch/{awsregion}/{routing}/runs': 'Start a run of a saved batch job',
  'POST /r/{region}/render/v2/batch/{region}/{routing}': 'Create a queue for tasks of your own',
  'PUT /r/{region}/render/v2/batch/{awsregion}/{routing}/{queueId}': 'Add tasks to a queue (500 at most a call)',
  'POST /r/{region}/render/v2/batch/{awsregion}/{routing}/{queueId}/run': "Start a queue's run",
  'GET /r/{region}/render/v2/batch/{queue}': "A queue's status",
  'GET /r/{region}/render/v2/batch/{queue}/rows': "A page of a run's rows and where each stands",
  'DELETE /r/{region}/render/v2/batch/{queue}': "Cancel a queue's run (?how=paused|stopped)",
  'GET /r/{region}/render/v2/batch/runs/{jobid}': "A job's runs",
  'GET /r/{region}/render/v2/batch/results/{runid}': "A run's results, one per task",
  'DELETE /r/{region}/render/v2/batch/results/{runid}': 'Delete a run, its results and its CDN files',

  // Previews
  'PUT /r/{region}/preview/preview/v1/previewrequest/{prjuid}': 'A preview: one frame (JPG) or an HLS stream',
  'GET /r/{region}/preview/preview/v1/hls/{id}/{file}': "A preview stream's playlist or segment",
  'PUT /r/{region}/preview/preview/v1/storyframe/{prjuid}': "A frame of a story's test movie (JPG)",

  // Analytics
  'GET /r/{region}/analytics/project/stats/{from}/{to}': 'Renders, failures, seconds and cost per month and project',
  'POST /r/{region}/analytics/search': "Search the caller's render sessions",
  'GET /r/{region}/analytics/session/errors/{prjuid}/{sessionid}': "A render session's error log",
  'GET /r/{region}/analytics/token/mapping/{token}': "A render token's parent and child tokens",

  // Sharing
  'GET /share-api/exists': 'Whether a movie or story is shared',
  'POST /share-api/create': 'Share a movie or story',
  'POST /share-api/delete': 'Stop sharing a movie or story',
  'GET /share-api/video/{file}': "A shared movie's video ({id}.mp4)",
  'GET /share-api/poster/{file}': "A shared movie's poster ({id}.jpg)",

  // CDN
  'GET /cdn/{prjuid}/{runid}/{filename}': 'A batch result delivered to the product CDN',
  'GET /cdn/{region}/{prjuid}/{runid}/{filename}': "A batch result of a run in a project's published copy",
};
