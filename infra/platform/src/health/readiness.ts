import { reasonOf } from './scrub.ts';
import { withTimeout } from '../lib/timeout.ts';

/** One dependency a ready process needs: resolves when it answers, throws why not. */
export interface ReadinessCheck {
  name: string;
  run(signal: AbortSignal): Promise<void>;
}

export interface CheckResult {
  name: string;
  ok: boolean;
  /** How long the check took, in whole milliseconds. */
  ms: number;
  /** Why it failed (scrubbed of secrets); only on failure. */
  error?: string;
}

/** GET /readyz's body (docs/operations.md): every check, whether ready or not. */
export interface ReadinessReport {
  status: 'ready' | 'not ready';
  role: string;
  checks: CheckResult[];
}

export interface ReadinessOptions {
  role: string;
  /** Each check's bound (about 2 s). */
  timeoutMs: number;
  /** Takes secrets out of an error's message. */
  scrub: (message: string) => string;
  now?: () => number;
}

/**
 * The readiness of a process: every check run at once, each bounded by `timeoutMs`. A probe
 * that comes while a check still runs (a slow dependency) shares that run instead of
 * starting another, so probes never pile up queries on a dependency that hangs.
 */
export class Readiness {
  private readonly running = new Map<string, Promise<CheckResult>>();

  constructor(
    private readonly checks: readonly ReadinessCheck[],
    private readonly options: ReadinessOptions,
  ) {}

  /** The names of the checks, in the order the report lists them. */
  get names(): string[] {
    return this.checks.map((check) => check.name);
  }

  async report(): Promise<ReadinessReport> {
    const checks = await Promise.all(this.checks.map((check) => this.result(check)));
    return { status: checks.every((check) => check.ok) ? 'ready' : 'not ready', role: this.options.role, checks };
  }

  private result(check: ReadinessCheck): Promise<CheckResult> {
    const running = this.running.get(check.name);
    if (running) return running;
    const result = this.run(check).finally(() => this.running.delete(check.name));
    this.running.set(check.name, result);
    return result;
  }

  private async run(check: ReadinessCheck): Promise<CheckResult> {
    const now = this.options.now ?? performance.now.bind(performance);
    const started = now();
    const ms = () => Math.round(now() - started);
    try {
      await withTimeout((signal) => check.run(signal), this.options.timeoutMs);
      return { name: check.name, ok: true, ms: ms() };
    } catch (error) {
      return { name: check.name, ok: false, ms: ms(), error: this.options.scrub(reasonOf(error)) };
    }
  }
}
