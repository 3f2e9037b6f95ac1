import * as env from './env.ts';

/** Single sign-on with an OpenID Connect provider (docs/accounts.md, "Single sign-on"). */
export interface OidcSettings {
  /** OIDC_ISSUER, exactly as given: the provider's issuer identifier, its discovery under it. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** OIDC_NAME: the provider's name on the sign-in page's button; default the issuer's host. */
  name: string;
  /** OIDC_SCOPES: the scopes asked for, `openid` among them; default `openid profile email`. */
  scopes: string;
  /** OIDC_CREATE_ACCOUNTS: an unknown identity gets an account on its first sign-in; default no. */
  createAccounts: boolean;
  /** OIDC_ADMIN_GROUP: the group that makes an account admin at each sign-in; default none (admin rights untouched). */
  adminGroup?: string;
  /** OIDC_GROUPS_CLAIM: the ID token's claim holding the groups; default `groups`. */
  groupsClaim: string;
  /** OIDC_REDIRECT_URI: the callback address registered with the provider; default from each request. */
  redirectUri?: string;
}

/** How people sign in: with a password (PASSWORD_SIGN_IN), with a provider (OIDC_*), or both. */
export interface SignInSettings {
  oidc?: OidcSettings;
  passwordSignIn: boolean;
}

const REQUIRED = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
const OPTIONAL = [
  'OIDC_NAME',
  'OIDC_SCOPES',
  'OIDC_CREATE_ACCOUNTS',
  'OIDC_ADMIN_GROUP',
  'OIDC_GROUPS_CLAIM',
  'OIDC_REDIRECT_URI',
] as const;

export const DEFAULT_OIDC_SCOPES = 'openid profile email';
export const DEFAULT_GROUPS_CLAIM = 'groups';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An issuer is https; plain http only on this machine (a provider started beside the server). */
function issuerProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not an absolute address';
  }
  if (url.protocol === 'https:') return url.search || url.hash ? 'has a query or fragment' : undefined;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return undefined;
  return 'must be an https address (http only on localhost)';
}

function absoluteHttpUrl(vars: env.Env, name: string): string | undefined {
  const value = env.text(vars, name);
  if (value === undefined) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // refused below
  }
  throw new Error(`${name} must be an absolute http or https address, got "${value}"`);
}

/**
 * OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET (all three or none) and the optional
 * OIDC_* settings. None of them: undefined, no single sign-on. A wrong set stops the start,
 * naming what is wrong (never the secret's value).
 */
export function oidcFromEnv(vars: env.Env): OidcSettings | undefined {
  const present = REQUIRED.filter((name) => env.text(vars, name) !== undefined);
  if (present.length === 0) {
    const stray = OPTIONAL.find((name) => env.text(vars, name) !== undefined);
    if (stray) throw new Error(`${stray} is set, but single sign-on is not: set ${REQUIRED.join(', ')} too`);
    return undefined;
  }
  if (present.length < REQUIRED.length) {
    const missing = REQUIRED.filter((name) => !present.includes(name));
    throw new Error(`${REQUIRED.join(', ')} go together: set all three or none (${missing.join(' and ')} missing)`);
  }
  const issuer = env.text(vars, 'OIDC_ISSUER')!;
  const problem = issuerProblem(issuer);
  if (problem) throw new Error(`OIDC_ISSUER ${problem}, got "${issuer}"`);
  const scopes = (env.text(vars, 'OIDC_SCOPES') ?? DEFAULT_OIDC_SCOPES).split(/[\s,]+/).filter(Boolean);
  if (!scopes.includes('openid')) throw new Error(`OIDC_SCOPES must include openid, got "${scopes.join(' ')}"`);
  const adminGroup = env.text(vars, 'OIDC_ADMIN_GROUP');
  const redirectUri = absoluteHttpUrl(vars, 'OIDC_REDIRECT_URI');
  return {
    issuer,
    clientId: env.text(vars, 'OIDC_CLIENT_ID')!,
    clientSecret: env.text(vars, 'OIDC_CLIENT_SECRET')!,
    name: env.text(vars, 'OIDC_NAME') ?? new URL(issuer).host,
    scopes: [...new Set(scopes)].join(' '),
    createAccounts: env.flag(vars, 'OIDC_CREATE_ACCOUNTS') ?? false,
    ...(adminGroup ? { adminGroup } : {}),
    groupsClaim: env.text(vars, 'OIDC_GROUPS_CLAIM') ?? DEFAULT_GROUPS_CLAIM,
    ...(redirectUri ? { redirectUri } : {}),
  };
}

/**
 * The sign-in settings: single sign-on, and PASSWORD_SIGN_IN (default on). Turning passwords
 * off without single sign-on would leave nobody a way to sign in in a browser: that stops the start.
 */
export function signInFromEnv(vars: env.Env): SignInSettings {
  const oidc = oidcFromEnv(vars);
  const passwordSignIn = env.flag(vars, 'PASSWORD_SIGN_IN') ?? true;
  if (!passwordSignIn && !oidc)
    throw new Error(`PASSWORD_SIGN_IN=0 needs single sign-on (${REQUIRED.join(', ')}): otherwise nobody could sign in`);
  return { ...(oidc ? { oidc } : {}), passwordSignIn };
}
