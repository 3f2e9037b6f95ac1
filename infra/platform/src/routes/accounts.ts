import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import accountAdminRoutes from '../accounts/account-admin-routes.ts';
import accountSearchRoutes from '../accounts/account-search-routes.ts';
import apiKeyRoutes from '../accounts/api-key-routes.ts';
import auditRoutes from '../accounts/audit-routes.ts';
import { playgroundTokenRoutes } from '../playground/routes.ts';
import authRoutes from '../accounts/auth-routes.ts';
import clientErrorRoutes from '../analytics/client-error-routes.ts';
import loginPageRoutes from '../accounts/login-page.ts';
import oidcRoutes from '../accounts/oidc-routes.ts';
import ownPasswordRoutes from '../accounts/own-password-routes.ts';

/** The accounts service, mounted at the auth.json `baseurl`. */
const accountsRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  // For people signed in: an API key is refused here, first (docs/api.md).
  app.addHook('onRequest', app.refuseApiKeys);
  await app.register(loginPageRoutes);
  await app.register(oidcRoutes, { prefix: '/oidc' });
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(playgroundTokenRoutes, { prefix: '/auth' });
  await app.register(accountSearchRoutes, { prefix: '/account' });
  await app.register(clientErrorRoutes, { prefix: '/account' });
  await app.register(auditRoutes, { prefix: '/account' });
  await app.register(apiKeyRoutes, { prefix: '/account' });
  await app.register(ownPasswordRoutes, { prefix: '/auth' });
  await app.register(accountAdminRoutes, { prefix: '/admin' });
};

export default accountsRoutes;
