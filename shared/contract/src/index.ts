// The wire contract between the console and the platform: each call's JSON schema once,
// its TypeScript type derived from it.
export {};
