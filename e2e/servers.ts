/**
 * The platform servers the browser suite runs against: one per Playwright worker, each on
 * its own port and data folder, so a worker's specs never see another worker's projects,
 * tags, counts or admin changes. Worker N (Playwright's parallelIndex) talks to
 * E2E_PORT + N. docs/testing.md, "The browser suite".
 */
export const firstPort = Number(process.env.E2E_PORT ?? 8181);

/** Workers, and so servers: two by default, the cores this machine kind has (E2E_WORKERS). */
export const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

export const serverPort = (parallelIndex: number) => firstPort + parallelIndex;

export const serverOrigin = (parallelIndex: number) => `http://localhost:${serverPort(parallelIndex)}`;
