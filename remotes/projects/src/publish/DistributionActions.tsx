import { useState } from 'react';
import { regionFullname, type Distribution } from '@reelforge/model';
import { ConfirmDialog } from '@reelforge/ui';
import { canSyncOrRemove } from './distribution-rules.js';
import type { PublishWork } from './usePublishWork.js';

interface Props {
  distribution: Distribution;
  work: PublishWork;
  /** Called after the distribution was removed. */
  onRemoved?: () => void;
}

/** Sync (publish again) and Remove (after confirmation) for a distribution other than the default. */
export function DistributionActions({ distribution, work, onRemoved }: Props) {
  const [confirming, setConfirming] = useState(false);
  const { name } = distribution;
  if (!canSyncOrRemove(distribution)) return <span className="rf-hint">The project's own region</span>;

  const busy = work.busy[name] !== undefined;
  const remove = async () => {
    setConfirming(false);
    if (await work.remove(name)) onRemoved?.();
  };
  return (
    <span className="rf-row">
      <button
        type="button"
        aria-label={`Sync ${name}`}
        title="Publish the project's current assets and movies again"
        disabled={busy}
        onClick={() => void work.sync(name)}
      >
        Sync
      </button>
      <button
        type="button"
        aria-label={`Remove ${name}`}
        className="rf-danger"
        disabled={busy}
        onClick={() => setConfirming(true)}
      >
        Remove
      </button>
      {confirming && (
        <ConfirmDialog
          title={`Remove ${name}?`}
          confirmLabel="Remove"
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        >
          <p>
            The copy of this project in {regionFullname(name)} is deleted, and renders can no longer go to {name}.
          </p>
        </ConfirmDialog>
      )}
    </span>
  );
}
