import { playgroundClient, type PlaygroundCalls } from '@reelforge/api/playground';
import { PLAYGROUND_RENEW_AFTER_MS } from '@reelforge/model';
import { useApi } from '@reelforge/session';
import { queryKeys, useServerQuery } from '@reelforge/ui/server-state';

/**
 * The playground's server state (docs/playground.md): the examples of examples.json and a
 * playground token, asked for again 59 minutes after it was issued (docs/reference.md §4), so
 * the page never renders with one that is about to end. `calls` are the example project's
 * calls with the current token (none until it arrives).
 */
export function usePlayground(region: string) {
  const api = useApi();
  const client = api.regional(playgroundClient, region);
  const examples = useServerQuery(queryKeys.playgroundExamples(), () => client.examples(), { staleTime: Infinity });
  const token = useServerQuery(queryKeys.playgroundToken(), () => client.token(), {
    quiet: true,
    keepPrevious: false,
    staleTime: PLAYGROUND_RENEW_AFTER_MS,
    refetchInterval: PLAYGROUND_RENEW_AFTER_MS,
  });
  const pass = token.data;
  const calls: PlaygroundCalls | undefined = pass ? api.regional(playgroundClient, pass.Region).calls(pass) : undefined;
  return { examples, token, calls };
}

/** One example's XML, read through the playground token. */
export function useExampleText(calls: PlaygroundCalls | undefined, name: string | undefined) {
  return useServerQuery(
    queryKeys.playgroundExample(name ?? ''),
    () => (calls && name ? calls.text(name) : Promise.resolve('')),
    {
      enabled: Boolean(calls && name),
      keepPrevious: false,
      staleTime: Infinity,
    },
  );
}
