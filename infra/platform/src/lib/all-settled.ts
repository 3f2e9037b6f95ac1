/**
 * As Promise.all, except that a failure is thrown only once every promise has settled: the
 * work still running when one piece fails ends before the caller cleans up after it (a
 * copy's staging folder removed while another item still writes into it would fail, or be
 * written again after its removal).
 */
export async function allSettledOrThrow<T>(promises: Iterable<Promise<T>>): Promise<T[]> {
  const outcomes = await Promise.allSettled(promises);
  const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return outcomes.map((outcome) => (outcome as PromiseFulfilledResult<T>).value);
}
