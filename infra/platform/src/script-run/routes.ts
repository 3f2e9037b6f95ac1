import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { prjuidParams, SCRIPT_RUN_MAX_SOURCE, scriptRunBody, scriptRunResponse } from '@reelforge/contract';
import { sessionOf } from '../accounts/auth-plugin.ts';
import { projectRef } from '../projects/project-ref.ts';
import { requesterSignal } from '../render/requester-gone.ts';

export interface ScriptRunRoutesOptions {
  region: string;
}

/** POST /v1/script/run/{prjuid}: the run console's call (script-run/README.md). */
const scriptRunRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: ScriptRunRoutesOptions }> = async (
  app,
  { region },
) => {
  app.addHook('onRequest', app.requireUser);
  app.post(
    '/v1/script/run/:prjuid',
    {
      bodyLimit: SCRIPT_RUN_MAX_SOURCE * 2,
      schema: { params: prjuidParams, body: scriptRunBody, response: { 200: scriptRunResponse } },
    },
    async (request, reply) =>
      app.scriptRunner.run(
        await projectRef(app, request, region, request.params.prjuid),
        request.body,
        sessionOf(request).user.id,
        requesterSignal(reply),
      ),
  );
};

export default scriptRunRoutes;
