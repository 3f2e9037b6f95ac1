import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Adapter, type AdapterPayload, type Configuration } from 'oidc-provider';
import type { OidcSettings } from '../../src/config/oidc.ts';

/** The claims an account of the test provider has besides `sub` (its id). */
export interface ProviderAccount {
  preferred_username?: string;
  email?: string;
  groups?: string[];
}

export interface TestProviderOptions {
  /** Seconds an ID token lives (oidc-provider's ttl.IdToken); default an hour. */
  idTokenTtlSeconds?: number;
  /** The client's id and secret; default new ones (another provider's, to pose as it). */
  client?: { id: string; secret: string };
}

/** A real OpenID Connect provider (oidc-provider) in the test process, on 127.0.0.1 and a free port. */
export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Its accounts by subject; a test changes their claims between sign-ins. */
  accounts: Map<string, ProviderAccount>;
  /** The paths asked of it, in order (discovery, authorization, token, keys…). */
  requests: string[];
  /** Registers the client with this callback address: before the first sign-in. */
  register(redirectUri: string): void;
  /**
   * A person signing in at the provider as `subject`, from the authorization address the
   * platform sent the browser to: the provider's redirects followed by hand with its cookies,
   * the login and consent given at once (`null`: the person turns the sign-in down). Resolves to the address the provider sends the
   * browser back to (the platform's callback with code and state).
   */
  signIn(authorizationUrl: string, subject: string | null): Promise<string>;
  close(): Promise<void>;
}

/** The platform's settings for a provider: every one but what a test gives. */
export function oidcSettingsFor(provider: TestProvider, settings: Partial<OidcSettings> = {}): OidcSettings {
  return {
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    name: 'Test ID',
    scopes: 'openid profile email groups',
    createAccounts: false,
    groupsClaim: 'groups',
    ...settings,
  };
}

/** The cookies one origin set, as a browser would send them back (path and expiry aside: enough here). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const removed = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (removed) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const INTERACTION = /^\/interaction\/([^/?]+)/;

/** The provider's sessions, codes and grants in memory: one store per provider, gone with it. */
function memoryAdapter(): new (name: string) => Adapter {
  const store = new Map<string, AdapterPayload>();
  return class MemoryStore implements Adapter {
    constructor(private readonly name: string) {}
    private key = (id: string) => `${this.name}:${id}`;
    async upsert(id: string, payload: AdapterPayload) {
      store.set(this.key(id), payload);
    }
    async find(id: string) {
      return store.get(this.key(id));
    }
    async findByUid(uid: string) {
      return [...store.values()].find((payload) => payload.uid === uid);
    }
    async findByUserCode(userCode: string) {
      return [...store.values()].find((payload) => payload.userCode === userCode);
    }
    async consume(id: string) {
      const payload = store.get(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, payload] of store) if (payload.grantId === grantId) store.delete(key);
    }
  };
}

/** The provider's own signing key: an RSA key made for this run. */
function signingKeys() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: randomBytes(6).toString('hex'), use: 'sig' }] };
}

export async function startOidcProvider({
  idTokenTtlSeconds = 3600,
  client,
}: TestProviderOptions = {}): Promise<TestProvider> {
  const accounts = new Map<string, ProviderAccount>();
  const requests: string[] = [];
  let provider: Provider | undefined;

  // The interaction a real provider would show as pages: the person named in the address logs in and agrees.
  const interact = async (req: IncomingMessage, res: ServerResponse, oidc: Provider) => {
    const subject = new URL(req.url ?? '/', issuer).searchParams.get('as');
    const details = await oidc.interactionDetails(req, res);
    if (!subject) {
      const refusal = { error: 'access_denied', error_description: 'The person turned the sign-in down' };
      await oidc.interactionFinished(req, res, refusal, { mergeWithLastSubmission: false });
      return;
    }
    const grant = new oidc.Grant({ accountId: subject, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await oidc.interactionFinished(
      req,
      res,
      { login: { accountId: subject }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  };

  const server = createServer((req, res) => {
    requests.push(new URL(req.url ?? '/', 'http://x').pathname);
    if (!provider) {
      res.writeHead(503).end('no client registered');
      return;
    }
    const oidc = provider;
    if (INTERACTION.test(req.url ?? '')) {
      interact(req, res, oidc).catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
      return;
    }
    oidc.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = client?.id ?? `reelforge-${randomBytes(4).toString('hex')}`;
  const clientSecret = client?.secret ?? randomBytes(24).toString('base64url');

  const configuration = (redirectUri: string): Configuration => ({
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    adapter: memoryAdapter(),
    jwks: signingKeys(),
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: {
      openid: ['sub'],
      profile: ['preferred_username'],
      email: ['email'],
      groups: ['groups'],
    },
    // The claims of the scopes asked for go into the ID token, as Keycloak and Google put them there.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: {
      IdToken: idTokenTtlSeconds,
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      Interaction: 600,
      Session: 600,
    },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ sub, ...account }) };
    },
  });

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    requests,
    register(redirectUri) {
      provider = new Provider(issuer, configuration(redirectUri));
    },
    async signIn(authorizationUrl, subject) {
      const jar = new CookieJar();
      let address = authorizationUrl;
      for (let hop = 0; hop < 10; hop++) {
        const url = new URL(address);
        if (url.origin !== issuer) return address;
        if (INTERACTION.test(url.pathname)) url.searchParams.set('as', subject ?? '');
        const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
        jar.take(response);
        const location = response.headers.get('location');
        if (!location)
          throw new Error(`The provider answered ${response.status} at ${url.pathname}: ${await response.text()}`);
        await response.body?.cancel();
        address = new URL(location, url).href;
      }
      throw new Error('The provider kept redirecting');
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A browser's sign-in at the platform, step by step, with the platform's cookie kept by hand. */
export interface PlatformSignIn {
  /** The sign-in's sealed cookie, as the platform set it at the start. */
  cookie: string;
  /** Where the platform sent the browser: the provider's authorization address. */
  authorizationUrl: string;
}

/** `GET <accounts>/oidc/start` as a browser sends it; the answer must be the redirect to the provider. */
export async function startPlatformSignIn(platformUrl: string, query = ''): Promise<PlatformSignIn> {
  const response = await fetch(`${platformUrl}/accounts/oidc/start${query}`, { redirect: 'manual' });
  const jar = new CookieJar();
  jar.take(response);
  const location = response.headers.get('location');
  const cookie = jar.get('reelforge_oidc');
  if (response.status !== 303 || !location || !cookie)
    throw new Error(`The start answered ${response.status}: ${await response.text()}`);
  return { cookie, authorizationUrl: location };
}

/** The provider's redirect back, opened with the sign-in's cookie (or none): the platform's answer as it is. */
export async function openCallback(callbackUrl: string, cookie: string | undefined): Promise<Response> {
  return fetch(callbackUrl, {
    redirect: 'manual',
    headers: cookie === undefined ? {} : { cookie: `reelforge_oidc=${cookie}` },
  });
}

/** A whole sign-in as `subject`: start, the provider, the callback; the callback's answer. */
export async function signInWithProvider(
  platformUrl: string,
  provider: TestProvider,
  subject: string,
  query = '?return=%2Fprojects',
): Promise<Response> {
  const { cookie, authorizationUrl } = await startPlatformSignIn(platformUrl, query);
  return openCallback(await provider.signIn(authorizationUrl, subject), cookie);
}

/** The token a successful callback hands the return address, or undefined. */
export function tokenOf(callback: Response): string | undefined {
  const location = callback.headers.get('location');
  return location ? (new URL(location, 'http://x').searchParams.get('token') ?? undefined) : undefined;
}
