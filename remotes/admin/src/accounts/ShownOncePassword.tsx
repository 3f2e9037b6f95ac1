import { ShownOnceSecret } from '@reelforge/ui';

/** A generated password, shown this once (docs/admin-console.md, "Accounts"). */
export function ShownOncePassword({ username, password }: { username: string; password: string }) {
  return (
    <ShownOnceSecret label={`Password for ${username}`} value={password} noun="password">
      Copy it now and give it to {username} in a safe way: it cannot be shown again. They can change it under Change
      password in their account menu.
    </ShownOnceSecret>
  );
}
