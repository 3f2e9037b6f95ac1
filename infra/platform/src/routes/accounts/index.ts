import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import accountSearchRoutes from './account-search.ts';
import auditRoutes from './audit.ts';
import { playgroundTokenRoutes } from '../../playground/routes.ts';
import authRoutes from './auth.ts';
import clientErrorRoutes from './client-errors.ts';
import loginPageRoutes from './login-page.ts';

/** The accounts service, mounted at the auth.json `baseurl`. */
const accountsRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  await app.register(loginPageRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(playgroundTokenRoutes, { prefix: '/auth' });
  await app.register(accountSearchRoutes, { prefix: '/account' });
  await app.register(clientErrorRoutes, { prefix: '/account' });
  await app.register(auditRoutes, { prefix: '/account' });
};

export default accountsRoutes;
