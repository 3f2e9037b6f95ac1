import { mediaQueueCases } from './media-queue-cases.ts';

// On one data folder without an object store: what the worker makes is kept in the shared data folder.
mediaQueueCases({ objectStore: false });
