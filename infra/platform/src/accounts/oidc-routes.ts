import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REBRANDING } from '../config/branding.ts';
import { cookieValue } from '../lib/cookies.ts';
import { HttpError, notFound } from '../lib/http-errors.ts';
import { safeReturnAddress } from './login-page.ts';
import { auditOf, signInIdentity } from './oidc-accounts.ts';
import {
  AnswerRefused,
  type IdTokenClaims,
  type OidcClient,
  ProviderRefused,
  ProviderUnreachable,
} from './oidc-client.ts';
import {
  clearedPendingCookie,
  openPending,
  PENDING_COOKIE,
  PENDING_LIFE_MS,
  pendingCookie,
  pendingCookieKey,
  sealPending,
  type PendingSignIn,
} from './oidc-cookie.ts';
import { renderSignInProblem, SIGN_IN_PROBLEM_CSP } from './oidc-pages.ts';
import { backToSignIn, signedInAddress } from './oidc-return.ts';

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The provider's failures as the person sees them: whose fault, and what to do. */
function problemOf(error: unknown): { status: number; message: string } | undefined {
  if (error instanceof ProviderRefused)
    return { status: 400, message: `The provider refused the sign-in (${error.message}).` };
  if (error instanceof AnswerRefused)
    return {
      status: 401,
      message: `The provider's answer did not check out, so nobody was signed in: ${error.message}.`,
    };
  if (error instanceof ProviderUnreachable)
    return {
      status: 502,
      message: `The sign-in provider cannot be reached now: try again in a moment. (${error.message})`,
    };
  if (error instanceof HttpError && error.statusCode < 500) return { status: error.statusCode, message: error.message };
  return undefined;
}

/**
 * Single sign-on with the OpenID Connect provider (docs/accounts.md, "Single sign-on"), under
 * `<accounts>/oidc`, only when it is configured:
 * - `GET start?return=&state=`: a new sign-in. Its state, nonce, PKCE verifier and return address
 *   go in a cookie only this server can read (oidc-cookie.ts, 10 minutes), the browser to the provider.
 * - `GET callback`: the provider's redirect back. The state must be the cookie's; the code is
 *   exchanged, the ID token checked, the account found, made or refused, and a token of the
 *   platform's own issued as a password sign-in issues it, handed to the return address as the
 *   sign-in page hands it (with the console's state). A refusal is a page saying why, linking back.
 * Without single sign-on both answer 404.
 */
const oidcRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const configured = app.signInMethods.oidc;
  const key = configured && pendingCookieKey(configured.settings.clientSecret);
  const provider = (): { oidc: OidcClient; key: Buffer } => {
    if (!configured || !key) throw notFound('Single sign-on is not configured here (OIDC_ISSUER)');
    return { oidc: configured, key };
  };
  const cookiePath = app.prefix || '/';
  const cookieOptions = (request: FastifyRequest) => ({ path: cookiePath, secure: request.protocol === 'https' });
  const redirectUriOf = (request: FastifyRequest, oidc: OidcClient) =>
    oidc.settings.redirectUri ?? `${originOf(request)}${app.prefix}/callback`;

  const problem = (reply: FastifyReply, status: number, message: string, loginHref: string) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', SIGN_IN_PROBLEM_CSP)
      .header('X-Frame-Options', 'DENY')
      .send(renderSignInProblem({ message, loginHref, companyName: REBRANDING.company_name }));

  app.get(
    '/start',
    {
      schema: {
        summary: 'Single sign-on: a new sign-in, the browser sent on to the OpenID Connect provider',
        tags: ['Sign-in'],
        response: { 303: { type: 'null', description: 'On to the provider, the sign-in kept in a cookie.' } },
        querystring: {
          type: 'object',
          properties: {
            return: { type: 'string', maxLength: 4096 },
            // The console's, handed back with the token (docs/sign-in.md), as the sign-in page takes it.
            state: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,128}$' },
          },
        },
      },
    },
    async (request, reply) => {
      const { oidc, key } = provider();
      const returnTo = safeReturnAddress(request.query.return, request.headers.host);
      const consoleState = request.query.state;
      const redirectUri = redirectUriOf(request, oidc);
      let start: Awaited<ReturnType<typeof oidc.start>>;
      try {
        start = await oidc.start(redirectUri);
      } catch (error) {
        const shown = problemOf(error);
        if (!shown) throw error;
        request.log.warn({ err: error }, 'single sign-on cannot start');
        return problem(reply, shown.status, shown.message, backToSignIn(returnTo, consoleState));
      }
      const pending: PendingSignIn = {
        state: start.state,
        nonce: start.nonce,
        codeVerifier: start.codeVerifier,
        redirectUri,
        returnTo,
        ...(consoleState ? { consoleState } : {}),
        expiresAt: app.clock() + PENDING_LIFE_MS,
      };
      return reply
        .header('Set-Cookie', pendingCookie(sealPending(pending, key), cookieOptions(request)))
        .header('Cache-Control', 'no-store')
        .redirect(start.url.href, 303);
    },
  );

  app.get(
    '/callback',
    {
      schema: {
        summary: "Single sign-on: the provider's redirect back, on to the return address with a token",
        tags: ['Sign-in'],
        response: { 303: { type: 'null', description: 'On to the return address with `token` and `state`.' } },
        // The provider's parameters (code, state, iss, error…), read by openid-client from the address itself.
        querystring: { type: 'object', properties: { state: { type: 'string', maxLength: 1024 } } },
      },
    },
    async (request, reply) => {
      const { oidc, key } = provider();
      // One callback per cookie, whatever comes of it.
      reply.header('Set-Cookie', clearedPendingCookie(cookieOptions(request)));
      const pending = openPending(cookieValue(request.headers.cookie, PENDING_COOKIE), key, app.clock());
      if (!pending)
        return problem(
          reply,
          400,
          'This sign-in has expired or was started in another browser (or with cookies blocked): start it again.',
          backToSignIn(),
        );
      const back = backToSignIn(pending.returnTo, pending.consoleState);
      if (request.query.state !== pending.state) {
        request.log.warn('single sign-on refused: the state is not the one sent');
        return problem(
          reply,
          400,
          'This answer from the provider is not for the sign-in this browser started (its state differs): start again.',
          back,
        );
      }
      const callback = new URL(pending.redirectUri);
      const query = request.url.indexOf('?');
      callback.search = query < 0 ? '' : request.url.slice(query);
      let claims: IdTokenClaims | undefined;
      let user: Awaited<ReturnType<typeof signInIdentity>>;
      try {
        claims = await oidc.finish(callback, pending);
        user = await signInIdentity(app.users, claims, oidc.settings);
      } catch (error) {
        const shown = problemOf(error);
        if (!shown) throw error;
        // The identity, when the provider's answer checked out: what an admin needs to know who was refused.
        const identity = claims ? { issuer: claims.iss, subject: claims.sub } : {};
        request.log.warn({ reason: shown.message, ...identity }, 'single sign-on refused');
        return problem(reply, shown.status, shown.message, back);
      }
      for (const entry of auditOf(user)) await app.audit.record(entry);
      await app.tokens.purgeExpired();
      await app.users.recordSignIn(user.user.id, app.clock());
      const { token } = await app.tokens.issue(user.user.id);
      request.log.info(
        { user: user.user.username, created: user.created, adminChanged: user.adminChanged, admin: user.user.isAdmin },
        'signed in with single sign-on',
      );
      return reply
        .header('Cache-Control', 'no-store')
        .redirect(
          signedInAddress(pending.returnTo, originOf(request), { token, consoleState: pending.consoleState }),
          303,
        );
    },
  );
};

export default oidcRoutes;
