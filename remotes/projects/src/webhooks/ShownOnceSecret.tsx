import { ShownOnceSecret as Shown } from '@reelforge/ui';

/** A webhook's signing secret, shown this once. */
export function ShownOnceSecret({ secret }: { secret: string }) {
  return (
    <Shown label="Signing secret" value={secret} noun="secret">
      Copy it now into the receiver that checks the signatures: it cannot be shown again. If it is lost, give the
      webhook a new secret.
    </Shown>
  );
}
