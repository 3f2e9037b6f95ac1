import * as client from 'openid-client';
import type { OidcSettings } from '../config/oidc.ts';
import type { Clock } from '../lib/clock.ts';
import type { PendingSignIn } from './oidc-cookie.ts';

/** What the provider's discovery, token or keys answer made impossible: the provider is away or broken. */
export class ProviderUnreachable extends Error {
  override name = 'ProviderUnreachable';
}

/** The provider said no (an error in its redirect back, such as access_denied). */
export class ProviderRefused extends Error {
  override name = 'ProviderRefused';
}

/** The provider's answer did not check out: its code, ID token (issuer, audience, expiry, nonce, signature)… */
export class AnswerRefused extends Error {
  override name = 'AnswerRefused';
}

/** The ID token's claims of a sign-in that checked out: `iss` and `sub` name the identity. */
export type IdTokenClaims = client.IDToken;

/** What a sign-in sends to the provider and keeps for its callback. */
export interface ProviderStart {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

const DISCOVERY_TIMEOUT_S = 10;

/**
 * The platform as an OpenID Connect relying party (openid-client): the provider's metadata
 * found once from its discovery document, the authorization code flow with PKCE (S256), state
 * and nonce, and the ID token checked against the issuer's keys (docs/accounts.md, "Single sign-on").
 */
export class OidcClient {
  private metadata: Promise<client.ServerMetadata> | undefined;
  /** One configuration per clock skew: the platform's clock (tests move it) is the one ID tokens are checked by. */
  private readonly configurations = new Map<number, client.Configuration>();
  private jwksCache: client.ExportedJWKSCache | undefined;

  constructor(
    readonly settings: OidcSettings,
    private readonly now: Clock,
  ) {}

  private get insecure(): boolean {
    // config/oidc.ts allows http only for an issuer on this machine.
    return new URL(this.settings.issuer).protocol === 'http:';
  }

  /** The provider's metadata; a failed discovery is tried again at the next sign-in. */
  serverMetadata(): Promise<client.ServerMetadata> {
    this.metadata ??= client
      .discovery(new URL(this.settings.issuer), this.settings.clientId, this.settings.clientSecret, undefined, {
        timeout: DISCOVERY_TIMEOUT_S,
        ...(this.insecure ? { execute: [client.allowInsecureRequests] } : {}),
      })
      .then((configuration) => configuration.serverMetadata())
      .catch((error: unknown) => {
        this.metadata = undefined;
        throw new ProviderUnreachable(`The provider's discovery document cannot be read: ${messageOf(error)}`);
      });
    return this.metadata;
  }

  private async configuration(): Promise<client.Configuration> {
    const metadata = await this.serverMetadata();
    const skew = Math.round((this.now() - Date.now()) / 1000);
    const known = this.configurations.get(skew);
    if (known) return known;
    // client_secret_basic is what a provider takes when it names no method (RFC 8414); post only when it takes no basic.
    const methods = metadata.token_endpoint_auth_methods_supported;
    const auth =
      !methods || methods.includes('client_secret_basic')
        ? client.ClientSecretBasic(this.settings.clientSecret)
        : client.ClientSecretPost(this.settings.clientSecret);
    const configuration = new client.Configuration(
      metadata,
      this.settings.clientId,
      { client_secret: this.settings.clientSecret, [client.clockSkew]: skew },
      auth,
    );
    if (this.insecure) client.allowInsecureRequests(configuration);
    // The ID token's signature is checked against the issuer's JWKS, not only its claims.
    client.enableNonRepudiationChecks(configuration);
    if (this.jwksCache) client.setJwksCache(configuration, this.jwksCache);
    this.configurations.set(skew, configuration);
    return configuration;
  }

  /** The provider's authorization address for a new sign-in, with its state, nonce and PKCE verifier. */
  async start(redirectUri: string): Promise<ProviderStart> {
    const configuration = await this.configuration();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: this.settings.scopes,
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url, state, nonce, codeVerifier };
  }

  /**
   * The provider's redirect back (`callback`: the callback address with the query it came with)
   * turned into the ID token's claims: the code exchanged with the verifier, the state, the
   * issuer, audience, expiry, nonce and signature of the ID token checked.
   */
  async finish(callback: URL, pending: PendingSignIn): Promise<IdTokenClaims> {
    const configuration = await this.configuration();
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(configuration, callback, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      throw classified(error);
    } finally {
      this.jwksCache = client.getJwksCache(configuration) ?? this.jwksCache;
    }
    const claims = tokens.claims();
    if (!claims) throw new AnswerRefused('The provider sent no ID token');
    return claims;
  }
}

function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

/** openid-client's errors by who is at fault: the provider's refusal, its answer, or its absence. */
function classified(error: unknown): Error {
  if (error instanceof client.AuthorizationResponseError)
    return new ProviderRefused(error.error_description ? `${error.error}: ${error.error_description}` : error.error);
  if (error instanceof client.ResponseBodyError)
    return new AnswerRefused(
      `The provider refused the code: ${error.error}${error.error_description ? ` (${error.error_description})` : ''}`,
    );
  // fetch's own failures (no connection, a timeout) are TypeErrors and DOMExceptions, openid-client's are ClientErrors.
  if (error instanceof client.ClientError) return new AnswerRefused(messageOf(error));
  return new ProviderUnreachable(`The provider cannot be reached: ${messageOf(error)}`);
}
