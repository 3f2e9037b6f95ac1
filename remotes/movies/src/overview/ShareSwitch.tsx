import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MoviesClient } from '@reelforge/api';
import { messageOf, shareRecord, sharePagePath, type ShareKey, type ShareRecord } from '@reelforge/model';
import { queryKeys, useServerQuery } from '@reelforge/ui/server-state';

interface Sharing {
  record: ShareRecord;
  shared: boolean;
}

/** docs/reference.md §4 share: enabled or disabled per movie and user; a failed check counts as disabled. */
export function ShareSwitch({ client, shareKey }: { client: MoviesClient; shareKey: ShareKey }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { username, region, prjuid, movie } = shareKey;
  const queryClient = useQueryClient();
  const key = queryKeys.share(region, prjuid, `${username}/${movie}`);
  const read = useServerQuery(
    key,
    async (): Promise<Sharing> => {
      const record = await shareRecord({ username, region, prjuid, movie });
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
        <input type="checkbox" role="switch" checked={shared === true} disabled={shared === null || busy} onChange={(e) => void toggle(e.target.checked)} />
        Share this movie
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
