import { useEffect, useState } from 'react';
import type { MoviesClient } from '@reelforge/api';
import { shareRecord, sharePagePath, type ShareKey, type ShareRecord } from '@reelforge/model';

/** SPEC §4 share: enabled or disabled per movie and user; a failed check counts as disabled. */
export function ShareSwitch({ client, shareKey }: { client: MoviesClient; shareKey: ShareKey }) {
  const [record, setRecord] = useState<ShareRecord | null>(null);
  const [shared, setShared] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { username, region, prjuid, movie } = shareKey;

  useEffect(() => {
    let live = true;
    void (async () => {
      const made = await shareRecord({ username, region, prjuid, movie });
      const exists = await client.isShared(made.id);
      if (!live) return;
      setRecord(made);
      setShared(exists);
    })();
    return () => {
      live = false;
    };
  }, [client, username, region, prjuid, movie]);

  const toggle = async (on: boolean) => {
    if (!record) return;
    setBusy(true);
    setError(null);
    try {
      await (on ? client.share(record) : client.unshare(record));
      setShared(on);
    } catch (e) {
      setError(`Sharing could not be ${on ? 'turned on' : 'turned off'}: ${e instanceof Error ? e.message : String(e)}`);
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
