import { useState } from 'react';
import { ErrorPanel } from '@reelforge/ui';
import { retryAreaList, type AreaListError } from './area-list.js';

/** Stands in for an area while the console's list of areas could not be read. */
export function AreaListUnavailable({ error }: { error: AreaListError }) {
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void retryAreaList().finally(() => setRetrying(false));
  };
  return (
    <ErrorPanel title="The console could not load its list of areas">
      <p>{error.message}</p>
      <button type="button" onClick={retry} disabled={retrying}>
        {retrying ? 'Trying again…' : 'Try again'}
      </button>
    </ErrorPanel>
  );
}
