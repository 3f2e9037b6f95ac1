import { useState } from 'react';
import type { MoviesClient } from '@reelforge/api';
import { messageOf, sharedItem, shareRecord, sharePagePath, type ShareKey, type ShareRecord } from '@reelforge/model';
import { useQueryClient, queryKeys, useServerQuery } from '../../data/index.js';

interface Sharing {
  record: ShareRecord;
  shared: boolean;
}

/** What the switch asks of the movies client: whether a share exists, and making or deleting it. */
export type ShareCalls = Pick<MoviesClient, 'isShared' | 'share' | 'unshare'>;

/** The cache key of a share's state; a story's apart from the movie of the same name. */
function sharingKey(key: ShareKey) {
  const { kind, name } = sharedItem(key);
  const movieKey = queryKeys.share(key.region, key.prjuid, `${key.username}/${name}`);
  return kind === 'story' ? ([...movieKey, 'story'] as const) : movieKey;
}

/**
 * docs/reference.md §4 share: enabled or disabled per movie or story and user; a failed check
 * counts as disabled. The key says what is shared (`movie` or `story`).
 */
export function ShareSwitch({ client, shareKey }: { client: ShareCalls; shareKey: ShareKey }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const { kind } = sharedItem(shareKey);
  const key = sharingKey(shareKey);
  const read = useServerQuery(
    key,
    async (): Promise<Sharing> => {
      const record = await shareRecord(shareKey);
      return { record, shared: await client.isShared(record.id) };
    },
    { keepPrevious: false, quiet: true },
  );
  const record = read.data?.record ?? null;
  const shared = read.data?.shared ?? null;

  const toggle = async (on: boolean) => {
    if (!record) return;
    setBusy(true);
    setError(null);
    try {
      await (on ? client.share(record) : client.unshare(record));
      queryClient.setQueryData<Sharing>(key, { record, shared: on });
    } catch (e) {
      setError(`Sharing could not be ${on ? 'turned on' : 'turned off'}: ${messageOf(e)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="rf-share">
      <label className="rf-check">
        <input
          type="checkbox"
          role="switch"
          checked={shared === true}
          disabled={shared === null || busy}
          onChange={(e) => void toggle(e.target.checked)}
        />
        Share this {kind}
      </label>
      {shared && record && (
        <a href={sharePagePath(record.id)} target="_blank" rel="noopener noreferrer">
          Share page
        </a>
      )}
      {error && (
        <p role="alert" className="rf-form-error">
          {error}
        </p>
      )}
    </div>
  );
}
