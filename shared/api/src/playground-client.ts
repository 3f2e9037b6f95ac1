import type {
  Example,
  Examples,
  FilledVariable,
  MovieVariables,
  PlaygroundToken,
  RenderToken,
} from '@reelforge/contract';
import { istoken, type AuthConfig, type OutputFormat, type RenderStatus } from '@reelforge/model';
import type { RegionalClientFactory } from './api.js';

export type { Example, PlaygroundToken } from '@reelforge/contract';

/**
 * The calls a playground token opens (docs/playground.md): the example project's templates,
 * their variables and the render call, nothing else. Shaped like the movie client's render
 * calls, so the shared render-following code follows its renders.
 */
export interface PlaygroundCalls {
  /** The example's XML text. */
  text(compdata: string): Promise<string>;
  /** The example's variables, as its movie of the same name says them. */
  variables(compdata: string): Promise<FilledVariable[]>;
  /** Renders the example with the values; answers the render token. */
  render(compdata: string, params: Record<string, string>, format?: OutputFormat): Promise<string>;
  renderStatus(token: string): Promise<RenderStatus>;
  cancelRender(session: string): Promise<void>;
  renderUrl(token: string, ext: OutputFormat): string;
}

/** The playground (docs/playground.md): its examples, its token, and the calls the token opens. */
export interface PlaygroundClient {
  /** GET /examples.json of the static configuration host. */
  examples(): Promise<Example[]>;
  /** A new playground token, asked with the signed-in user's token (GET auth/playground of the accounts service). */
  token(): Promise<PlaygroundToken>;
  /**
   * The example project's calls with this token (the client of the token's region: `api.regional(playgroundClient,
   * pass.Region)`).
   */
  calls(pass: PlaygroundToken): PlaygroundCalls;
}

/** Made with `api.regional(playgroundClient, region)`; the token and the examples are the same in every region. */
export const playgroundClient: RegionalClientFactory<PlaygroundClient> = ({ http, config }) => {
  const trim = (host: string) => host.replace(/\/+$/, '');
  const api = trim(config.api);
  const render = trim(config.render);
  const id = encodeURIComponent;
  let accounts: Promise<string> | undefined;
  const accountsBase = () => {
    accounts ??= http<AuthConfig>('/regions/auth.json').then(({ data }) => trim(data.baseurl));
    return accounts;
  };
  return {
    examples: async () => (await http<Examples>('/examples.json')).data.Examples,
    token: async () => (await http<PlaygroundToken>(`${await accountsBase()}/auth/playground`)).data,
    calls: (pass) => {
      // The playground token instead of the user's; a refusal is the page's to show, not a sign-in.
      const own = { regionHost: true, ownUnauthorized: true, headers: { Authorization: istoken(pass.Token) } };
      const project = id(pass.Prjuid);
      return {
        text: async (compdata) => {
          const { data } = await http<string | ArrayBuffer>(`${api}/v1/compdata/${project}/${id(compdata)}`, {
            ...own,
            headers: { ...own.headers, Accept: 'application/xml' },
          });
          return typeof data === 'string' ? data : new TextDecoder().decode(data);
        },
        variables: async (compdata) =>
          (await http<MovieVariables>(`${api}/v1/sdlvariables/${project}/${id(compdata)}`, own)).data.Variables,
        render: async (compdata, params, format = 'mp4') =>
          (
            await http<RenderToken>(`${render}/v2/render/${project}`, {
              ...own,
              method: 'POST',
              body: { compdata, params, format },
            })
          ).data.token,
        renderStatus: async (token) =>
          (await http<RenderStatus>(`${render}/v2/render/${id(token)}/status`, { regionHost: true })).data,
        cancelRender: async (session) => {
          await http(`${render}/v2/render/session/${id(session)}`, { ...own, method: 'DELETE' });
        },
        renderUrl: (token, ext) => `${render}/v2/render/${id(token)}.${ext}`,
      };
    },
  };
};
