/** The readable reason of any error: its message, an AggregateError's reasons, or its code. */
export function reasonOf(error: unknown): string {
  const err = error as { message?: unknown; code?: unknown; errors?: unknown };
  if (typeof err?.message === 'string' && err.message) return err.message;
  if (Array.isArray(err?.errors) && err.errors.length > 0) return err.errors.map(reasonOf).join('; ');
  if (typeof err?.code === 'string' && err.code) return err.code;
  return String(error);
}

const MAX_CHARS = 300;

/**
 * What may be shown of an error on a probe's page, which anyone reaching the port reads:
 * one line of at most 300 characters, each of `secrets` (passwords and keys of the
 * configured URLs and store) replaced by ***, and the user and password of any URL in it too.
 */
export function scrubber(secrets: readonly (string | undefined)[]): (message: string) => string {
  const known = secrets.filter((secret): secret is string => typeof secret === 'string' && secret.length > 0);
  // Longest first: a secret holding another is replaced whole.
  known.sort((a, b) => b.length - a.length);
  return (message) => {
    let text = message;
    for (const secret of known) text = text.split(secret).join('***');
    text = text
      .replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi, '$1***@')
      .replace(/\s+/g, ' ')
      .trim();
    return text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS - 1)}…` : text;
  };
}

/** The password of a URL (decoded), when it has one. */
export function passwordOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const password = new URL(url).password;
    return password ? decodeURIComponent(password) : undefined;
  } catch {
    return undefined;
  }
}
