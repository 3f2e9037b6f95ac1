/**
 * How the API document says who may call what (docs/api-document.md, docs/sign-in.md): the
 * schemes the platform accepts, and an operation's `security` from the sign-in check its
 * route runs (accounts/auth-plugin.ts, playground/plugin.ts).
 */

/** An OpenAPI security scheme of the kinds the platform may take. */
type SecurityScheme =
  | { type: 'apiKey'; in: 'header' | 'cookie' | 'query'; name: string; description: string }
  | { type: 'http'; scheme: string; bearerFormat?: string; description: string };

/**
 * The schemes every call that checks sign-in accepts, each enough on its own. A new way of
 * signing calls is one entry here; those a person's sign-in alone may use (admins' calls, the
 * accounts service's) are in TOKEN_SCHEMES.
 */
export const SIGN_IN_SCHEMES: Readonly<Record<string, SecurityScheme>> = {
  istoken: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description:
      'A sign-in token (64 hex characters, from POST /accounts/auth/login) as `Authorization: istoken <token>`. ' +
      'A playground token (GET /accounts/auth/playground) is sent the same way and reaches the example project ' +
      'only.',
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'rfk_ API key',
    description:
      'An API key (`rfk_` and 40 characters, made at POST /accounts/account/apikeys by a person signed in) as ' +
      "`Authorization: Bearer <key>`: the call acts as the key's owner, within the key's projects (any other is " +
      "a 404) and access (a read-only key's writes are a 403). Admins' calls and the accounts service refuse keys " +
      '(403). docs/api.md.',
  },
};

/** The schemes of calls only a person's sign-in may make: admins' calls and the accounts service's. */
export const TOKEN_SCHEMES: Readonly<Record<string, SecurityScheme>> = Object.fromEntries(
  Object.entries(SIGN_IN_SCHEMES).filter(([name]) => name !== 'apiKey'),
);

/**
 * Also accepted by the file reads a page's <img>, <video> and hls.js make, which cannot send
 * headers: the console's `token` cookie, on GET and HEAD from this site's own pages only.
 */
export const MEDIA_SCHEMES: Readonly<Record<string, SecurityScheme>> = {
  tokenCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'token',
    description:
      "The console's `token` cookie (the sign-in token), taken only by file reads (GET, HEAD) sent from this " +
      "site's own pages; from anywhere else it is a 403. The Authorization header is always taken.",
  },
};

/**
 * The sign-in check a route runs in onRequest, if any; 'account' is a signed-in call of the
 * accounts service, which refuses API keys.
 */
export type Access = 'public' | 'user' | 'user-or-playground' | 'admin' | 'media' | 'account';

const any = (schemes: Readonly<Record<string, SecurityScheme>>) => Object.keys(schemes).map((name) => ({ [name]: [] }));

/** An operation's `security`: each entry one way in (undefined: a public call). */
export function securityOf(access: Access): Array<Record<string, string[]>> | undefined {
  if (access === 'public') return undefined;
  if (access === 'media') return [...any(SIGN_IN_SCHEMES), ...any(MEDIA_SCHEMES)];
  if (access === 'admin' || access === 'account') return any(TOKEN_SCHEMES);
  return any(SIGN_IN_SCHEMES);
}

/** What an operation's description says of who may call it. */
export function accessNote(access: Access): string | undefined {
  if (access === 'public') return 'Public: no sign-in.';
  if (access === 'admin') return 'Admins only: 401 without a token, 403 for any other account and for API keys.';
  if (access === 'account') return 'Signed in with a token: API keys are refused (403).';
  if (access === 'user-or-playground') return 'Signed in, or a playground token for the example project.';
  if (access === 'media') return "Signed in; as a file read, the console's token cookie is taken too.";
  return undefined;
}

/** The 401 (and for admins the 403) a signed-in call may answer. */
export const SIGN_IN_RESPONSES = {
  '401': 'Sign in required, or the token or API key is invalid, revoked or expired.',
  '403':
    'Not allowed to this account (admins only), to this API key (a write with a read-only key, a call beyond ' +
    "the key's projects, an admin or accounts service call), or the token cookie sent from another site.",
} as const;
