import type { RemoteLoadError } from './load-errors.js';

/** What a remote's failure means, in words a user can act on. */
export function describeFailure({ remote, failure, cause }: RemoteLoadError): string {
  switch (failure) {
    case 'incompatible':
      return (
        `The ${remote} area was built for a different version of the console${incompatibility(cause)}. ` +
        'It cannot be shown until it is rebuilt.'
      );
    case 'missing':
      return `The ${remote} area is not part of this deployment yet.`;
    case 'network':
      return `The ${remote} area could not be downloaded. Check the connection and try again.`;
    case 'chunk-load':
      return `Part of the ${remote} area could not be downloaded; it may have been redeployed. Reload the page.`;
    case 'invalid-module':
      return `The ${remote} area was downloaded but does not provide its routes.`;
    case 'evaluation':
      return `The ${remote} area failed while starting.`;
  }
}

// @module-federation/runtime-core (getRegisteredShare), when a remote needs a shared singleton
// in a version the console did not load: "Version 19.3.1 from host of shared singleton module
// react/jsx-runtime does not satisfy the requirement of analytics which needs ^20.0.0)".
const REFUSAL = new RegExp(
  String.raw`Version (\S+) from \S+ of shared singleton module (\S+) ` +
    String.raw`does not satisfy the requirement of \S+ which needs ([^\s)]+)`,
);

/**
 * " (needs react ^20.0.0, the console has 19.3.1)": the package, not the entry of it asked for first; "" if the words
 * differ.
 */
function incompatibility(cause: unknown): string {
  const found = REFUSAL.exec(cause instanceof Error ? cause.message : String(cause));
  if (!found) return '';
  const [, has, entry = '', needs] = found;
  const pkg = entry.replace(/^(@[^/]+\/[^/]+|[^@/][^/]*)\/.*/, '$1');
  return ` (needs ${pkg} ${needs}, the console has ${has})`;
}
