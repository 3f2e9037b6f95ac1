import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { enabledRegions } from '../../config/regions.ts';
import projectRoutes from './projects.ts';
import renderSettingsRoutes from './render-settings.ts';

/**
 * Each enabled region gets its hosts at the addresses regions.json gives the console,
 * so the routes and the configuration cannot drift apart; any other region is a 404.
 */
const regionRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  for (const [region, config] of enabledRegions()) {
    await app.register(projectRoutes, { prefix: config.api, region });
    await app.register(renderSettingsRoutes, { prefix: config.render, region, config });
  }
};

export default regionRoutes;
