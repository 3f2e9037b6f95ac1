import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { renderSettingsBody, renderSettingsParams, renderSettingsResponse } from '@reelforge/contract';
import type { RegionConfig } from '../config/regions.ts';
import { notFound } from '../lib/http-errors.ts';
import { sessionOf } from '../accounts/auth-plugin.ts';

export interface RenderSettingsOptions {
  region: string;
  config: RegionConfig;
}

/**
 * Render settings of the render host (docs/reference.md §7): the speed, 0 to 4, of a project of this
 * region, or of its distribution here when it is published to this region (its own).
 */
const renderSettingsRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: RenderSettingsOptions }> = async (
  app,
  { region, config },
) => {
  app.addHook('onRequest', app.requireUser);

  // Settings are per region: asking this host about another region's is a 404 too.
  const checkRegion = (awsregion: string) => {
    if (awsregion !== config.awsregion) throw notFound(`Region ${awsregion} is not served here`);
  };
  const projectNotFound = (uid: string) => notFound(`Project ${uid} not found`);

  app.get(
    '/v2/settings/:awsregion/:prjuid',
    { schema: { params: renderSettingsParams, response: { 200: renderSettingsResponse } } },
    async (request) => {
      const { awsregion, prjuid } = request.params;
      checkRegion(awsregion);
      const speed = await app.projects.getSpeed(sessionOf(request).user, region, prjuid);
      if (speed === undefined) throw projectNotFound(prjuid);
      return { settings: { speed } };
    },
  );

  app.post(
    '/v2/settings/:awsregion/:prjuid',
    { schema: { params: renderSettingsParams, body: renderSettingsBody, response: { 200: renderSettingsResponse } } },
    async (request) => {
      const { awsregion, prjuid } = request.params;
      checkRegion(awsregion);
      const { speed } = request.body.settings;
      if (!(await app.projects.setSpeed(sessionOf(request).user, region, prjuid, speed))) {
        throw projectNotFound(prjuid);
      }
      return { settings: { speed } };
    },
  );
};

export default renderSettingsRoutes;
