import fastifyStatic from '@fastify/static';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import Fastify from 'fastify';
import { nameRuleKeyword } from './lib/name-rule.ts';
import { loggerOptions, requestLogger } from './logger.ts';
import requestContext from './plugins/request-context.ts';
import requestTracing from './plugins/request-tracing.ts';
import { REQUEST_ID_HEADER, requestIdOf } from './lib/request-id.ts';
import type { AppOptions } from './plugins/app-options.ts';
import authPlugin from './accounts/auth-plugin.ts';
import signInMethods from './accounts/oidc-plugin.ts';
import batchPlugin from './plugins/batch.ts';
import compression from './plugins/compression.ts';
import errorHandling, { clientErrorHandler, frameworkErrors } from './plugins/error-handling.ts';
import gracefulClose from './plugins/graceful-close.ts';
import jsonBody from './bodies/json-body-plugin.ts';
import playgroundPlugin from './playground/plugin.ts';
import probesPlugin from './plugins/probes.ts';
import requestMetrics from './metrics/request-metrics.ts';
import rateLimitsPlugin from './plugins/rate-limits.ts';
import securityHeaders from './plugins/security-headers.ts';
import slowConnections, { httpServerOptions, requestLimitsOf } from './plugins/slow-connections.ts';
import storagePlugin from './plugins/storage.ts';
import sweeperPlugin from './plugins/sweeper.ts';
import wiringPlugin from './plugins/wiring.ts';
import accountsRoutes from './routes/accounts.ts';
import cdnRoutes from './routes/cdn-files.ts';
import consoleRoutes from './routes/console.ts';
import regionRoutes from './routes/region/index.ts';
import remotesRoutes from './routes/remotes.ts';
import playerPageRoutes from './share/player-page.ts';
import shareApiRoutes from './share/share-api.ts';
import { examplesRoutes } from './playground/routes.ts';
import staticConfigRoutes from './routes/static-config.ts';
import tokenLoginRoutes from './routes/token-login.ts';

export type { AppOptions } from './plugins/app-options.ts';

/**
 * The whole platform as one Fastify app on one origin. Not yet listening nor ready:
 * call `listen()` or `ready()`; until then more routes can be added (tests do).
 */
export function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: loggerOptions(options),
    // One id per request across processes (lib/request-id.ts), on every line it logs.
    genReqId: (request) => requestIdOf(request.headers[REQUEST_ID_HEADER], Boolean(options.trustProxy)),
    childLoggerFactory: requestLogger,
    routerOptions: {
      // Project and asset names arrive as URL-encoded path segments: a 255-character
      // asset name in a non-Latin script takes up to 9 bytes per character encoded,
      // far more than find-my-way's default of 100.
      maxParamLength: 4096,
      ignoreTrailingSlash: true,
    },
    // Bodies are JSON: "3" is not a speed and true is not a name.
    // nameRule: the model's name rule as a schema keyword (lib/name-rule.ts).
    ajv: { customOptions: { coerceTypes: false }, plugins: [nameRuleKeyword] },
    // Router and HTTP-parser refusals answer in the one {"Message"} shape too.
    frameworkErrors,
    clientErrorHandler,
    // Off unless the operator names the proxies: otherwise anyone could pick the address limits count against.
    trustProxy: options.trustProxy ?? false,
    // The headers' deadline (HEADERS_TIMEOUT_SECONDS, docs/request-limits.md).
    http: httpServerOptions(requestLimitsOf(options.requestLimits)),
  }).withTypeProvider<JsonSchemaToTsProvider>();

  app.register(requestContext);
  app.register(requestTracing);
  // External
  // preCompressed: the console's build writes .br and .gz beside each file (shared/build).
  app.register(fastifyStatic, { serve: false, preCompressed: true });
  app.register(slowConnections, { requestLimits: options.requestLimits, trustProxy: options.trustProxy });
  app.register(jsonBody);
  app.register(securityHeaders, options);
  app.register(compression);

  // App
  app.register(import('./plugins/openapi.ts')); // the API document, before the routes it describes
  app.register(errorHandling);
  app.register(requestMetrics);
  app.register(gracefulClose);
  app.register(storagePlugin, options);
  app.register(wiringPlugin, options);
  app.register(sweeperPlugin, options);
  app.register(batchPlugin, options);
  app.register(probesPlugin, options);
  app.register(authPlugin);
  app.register(signInMethods, { oidc: options.oidc, passwordSignIn: options.passwordSignIn });
  app.register(playgroundPlugin);
  app.register(rateLimitsPlugin, options);

  // Routes
  app.register(staticConfigRoutes, { editors: options.editors });
  app.register(examplesRoutes);
  app.register(remotesRoutes, { remotesDir: options.remotesDir, remotesManifest: options.remotesManifest });
  app.register(accountsRoutes, { prefix: '/accounts' });
  app.register(regionRoutes);
  app.register(tokenLoginRoutes, { tracker: options.editors?.tracker });
  app.register(shareApiRoutes, { prefix: '/share-api' });
  app.register(playerPageRoutes);
  app.register(cdnRoutes);
  app.register(consoleRoutes, { consoleDir: options.consoleDir });

  return app;
}

export type App = ReturnType<typeof buildApp>;
