import { ShownOnceSecret } from '@reelforge/ui';

/** A new API key, shown this once (docs/admin-console.md, "API keys"). */
export function ShownOnceKey({ name, secret }: { name: string; secret: string }) {
  return (
    <ShownOnceSecret label={`API key ${name}`} value={secret} noun="key">
      Copy it now into the program or secret store that will use it: it cannot be shown again. A program sends it as{' '}
      <code>Authorization: Bearer</code> followed by the key.
    </ShownOnceSecret>
  );
}
