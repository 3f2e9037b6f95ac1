import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { REBRANDING } from '../config/branding.ts';
import { LOGIN_PAGE_CSP, renderLoginPage } from './login-page-html.ts';

/**
 * The address to go back to after sign-in, if it stays on this site: a path, or an
 * absolute http(s) URL on the host the page was requested from. Anything else is "/".
 */
export function safeReturnAddress(raw: string | undefined, requestHost: string | undefined): string {
  if (!raw) return '/';
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\')) return raw;
  try {
    const url = new URL(raw);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.host === requestHost) return url.href;
  } catch {
    // not a URL: fall through
  }
  return '/';
}

const loginPageRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  // With single sign-on the page shows the provider's button; PASSWORD_SIGN_IN=0 leaves the form out.
  const { oidc } = app.signInMethods;
  app.get(
    '/login',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            return: { type: 'string', maxLength: 4096 },
            // Chosen by the console, handed back with the token: see docs/sign-in.md.
            state: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,128}$' },
          },
        },
      },
    },
    async (request, reply) => {
      const returnTo = safeReturnAddress(request.query.return, request.headers.host);
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Content-Security-Policy', LOGIN_PAGE_CSP)
        .header('X-Frame-Options', 'DENY')
        .header('Referrer-Policy', 'no-referrer')
        .send(
          renderLoginPage({
            returnTo,
            state: request.query.state,
            companyName: REBRANDING.company_name,
            ...(oidc ? { sso: { name: oidc.settings.name } } : {}),
            passwordSignIn: app.signInMethods.password,
          }),
        );
    },
  );
};

export default loginPageRoutes;
