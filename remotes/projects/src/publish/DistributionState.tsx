import { stepPercent, stepText, type Distribution } from '@reelforge/model';
import { Progress } from '@reelforge/ui';
import { shownState } from './distribution-rules.js';
import type { PublishWork } from './usePublishWork.js';

const PHASE = { publishing: 'Publishing', syncing: 'Syncing', removing: 'Removing' } as const;

/**
 * A distribution's state, or what the console is doing with it: a publish or sync shows
 * the files copied of all there are once the platform has listed them (indeterminate
 * before), a removal an indeterminate bar.
 */
export function DistributionState({ distribution, work }: { distribution: Distribution; work: PublishWork }) {
  const busy = work.busy[distribution.name];
  if (!busy) return <>{shownState(distribution, undefined)}</>;
  const task = work.progress[distribution.name];
  const total = busy === 'removing' ? undefined : task?.total;
  const done = task?.done ?? 0;
  // Until the files are counted, the same words as before: "Syncing…".
  const text = total === undefined ? shownState(distribution, busy) : stepText(done, total, 'files', PHASE[busy]);
  return <Progress label={`${PHASE[busy]} ${distribution.name}`} value={stepPercent(done, total)} text={text} />;
}
