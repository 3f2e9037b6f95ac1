import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { LEGACY_RENDER_REGION, enabledRegions } from '../../config/regions.ts';
import adminRoutes from '../../admin/routes.ts';
import analyticsRoutes from '../../analytics/routes.ts';
import appDataRoutes from '../../app-data/routes.ts';
import assetUploadRoutes from '../../assets/upload-routes.ts';
import assetRoutes from '../../assets/routes.ts';
import batchRoutes from '../../batch/routes.ts';
import compdataRoutes from '../../compositions/routes.ts';
import datasourceRoutes from '../../datasources/routes.ts';
import distributionRoutes from '../../publish/distribution-routes.ts';
import legacyRenderRoutes from '../../render/legacy-render-routes.ts';
import mediaHostRoutes from '../../media/routes.ts';
import mediaRenderRoutes from '../../render/media-render-routes.ts';
import movieRoutes from '../../movies/routes.ts';
import previewRoutes from '../../render/preview-routes.ts';
import programRenderRoutes from '../../render/program-render-routes.ts';
import projectRoutes from '../../projects/routes.ts';
import projectCopyRoutes from '../../project-copy/routes.ts';
import mediaMigrateRoutes from '../../project-copy/migrate-routes.ts';
import publishRoutes from '../../publish/routes.ts';
import renderRoutes from '../../render/routes.ts';
import renderSettingsRoutes from '../../render/render-settings-routes.ts';
import scriptRunRoutes from '../../script-run/routes.ts';
import tagRoutes from '../../tags/routes.ts';
import trackVersionRoutes from '../../track-versions/routes.ts';
import trackingRoutes from '../../tracking/routes.ts';
import userfsRoutes from '../../userfs/routes.ts';
import userfsUploadRoutes from '../../userfs/upload-routes.ts';
import webhookRoutes from '../../webhooks/routes.ts';

/**
 * Each enabled region gets its hosts at the addresses regions.json gives the console,
 * so the routes and the configuration cannot drift apart; any other region is a 404.
 */
const regionRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  for (const [region, config] of enabledRegions()) {
    await app.register(projectRoutes, { prefix: config.api, region });
    await app.register(programRenderRoutes, { prefix: config.api, region });
    await app.register(assetRoutes, { prefix: config.api, region });
    await app.register(assetUploadRoutes, { prefix: config.api, region });
    await app.register(datasourceRoutes, { prefix: config.api, region });
    await app.register(trackVersionRoutes, { prefix: config.api, region });
    await app.register(trackingRoutes, { prefix: config.api, region });
    await app.register(movieRoutes, { prefix: config.api, region });
    await app.register(compdataRoutes, { prefix: config.api, region });
    await app.register(appDataRoutes, { prefix: config.api, region });
    await app.register(scriptRunRoutes, { prefix: config.api, region });
    await app.register(distributionRoutes, { prefix: config.api, region });
    await app.register(userfsRoutes, { prefix: config.api, region });
    await app.register(userfsUploadRoutes, { prefix: config.api, region });
    await app.register(tagRoutes, { prefix: config.api, region });
    await app.register(webhookRoutes, { prefix: config.api, region });
    await app.register(mediaHostRoutes, { prefix: config.iv, region });
    await app.register(mediaRenderRoutes, { prefix: config.iv, region });
    await app.register(publishRoutes, { prefix: config.iv, region });
    await app.register(projectCopyRoutes, { prefix: config.api, region });
    await app.register(adminRoutes, { prefix: config.api, region });
    await app.register(mediaMigrateRoutes, { prefix: config.iv, region });
    await app.register(renderSettingsRoutes, { prefix: config.render, region, config });
    await app.register(renderRoutes, { prefix: config.render, region });
    await app.register(batchRoutes, { prefix: config.render, region });
    // The older render call exists only where it always did (docs/reference.md §7).
    if (region === LEGACY_RENDER_REGION) await app.register(legacyRenderRoutes, { prefix: config.render, region });
    await app.register(previewRoutes, { prefix: config.preview, region });
    if (config.analytics) await app.register(analyticsRoutes, { prefix: config.analytics, region });
  }
};

export default regionRoutes;
