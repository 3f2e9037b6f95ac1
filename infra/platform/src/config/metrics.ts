import * as env from './env.ts';

/** Where an api or `all` process serves its metrics (docs/operations.md). */
export interface MetricsSettings {
  /** METRICS_PORT: a listener of its own for /metrics, /healthz and /readyz; PORT's value puts /metrics on the public port. */
  metricsPort?: number;
  /** METRICS_HOST: that listener's address; default HOST. */
  metricsHost?: string;
}

/** METRICS_PORT and METRICS_HOST; unset, no metrics are served by api and `all` processes (a worker's are on its port). */
export function metricsFromEnv(vars: NodeJS.ProcessEnv): MetricsSettings {
  const host = env.text(vars, 'METRICS_HOST');
  return {
    ...(vars.METRICS_PORT ? { metricsPort: env.port(vars, 'METRICS_PORT') } : {}),
    ...(host ? { metricsHost: host } : {}),
  };
}
