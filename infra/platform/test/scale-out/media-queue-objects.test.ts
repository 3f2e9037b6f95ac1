import { mediaQueueCases } from './media-queue-cases.ts';

// With an object store (s3rver): what the worker makes is kept in the bucket and served from there.
mediaQueueCases({ objectStore: true });
