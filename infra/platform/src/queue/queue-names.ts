/**
 * The batch queue's BullMQ name (AppOptions.redisQueue.name may give another, for tests): one
 * place for the adapter, the metrics and the deployment files' autoscaler (docs/operations.md).
 */
export const BATCH_QUEUE = 'reelforge-batch';
