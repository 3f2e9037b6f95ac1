import fp from 'fastify-plugin';
import type { OidcSettings } from '../config/oidc.ts';
import { OidcClient } from './oidc-client.ts';

/** The ways people sign in (docs/accounts.md, "Single sign-on"). */
export interface SignInMethods {
  /** PASSWORD_SIGN_IN: the password form and POST /accounts/auth/login; off, they answer 403. */
  password: boolean;
  /** Single sign-on with the OpenID Connect provider (OIDC_*), when configured. */
  oidc?: OidcClient;
}

declare module 'fastify' {
  interface FastifyInstance {
    signInMethods: SignInMethods;
  }
}

export interface SignInMethodOptions {
  oidc?: OidcSettings;
  passwordSignIn?: boolean;
}

/** The message of a password sign-in while PASSWORD_SIGN_IN=0. */
export const PASSWORD_SIGN_IN_OFF = 'Password sign-in is turned off';

/** `app.signInMethods`: passwords on or off, and the provider's client over the app's clock. */
export default fp<SignInMethodOptions>(
  async (app, { oidc, passwordSignIn = true }) => {
    app.decorate('signInMethods', {
      password: passwordSignIn,
      ...(oidc ? { oidc: new OidcClient(oidc, app.clock) } : {}),
    });
  },
  { name: 'sign-in-methods', dependencies: ['wiring'] },
);
