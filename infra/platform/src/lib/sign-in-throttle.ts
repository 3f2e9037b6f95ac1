import { FailureLimiter, waitOf } from './failure-limiter.ts';
import type { WindowCountsOf } from './window-counts.ts';

export interface SignInThrottleLimits {
  /** Wrong passwords for one name from one address before that pair waits out the window. */
  perNameAndAddress: number;
  /** Once a name is under attack, the same allowance shrinks to this. */
  perNameAndAddressUnderAttack: number;
  /** Wrong passwords for one name, from all addresses, that put it under attack. */
  nameUnderAttack: number;
  /** Wrong passwords from one address, whatever the names, before the address waits. */
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInThrottleLimits = {
  perNameAndAddress: 5,
  perNameAndAddressUnderAttack: 2,
  nameUnderAttack: 20,
  perAddress: 30,
  windowMs: 15 * 60_000,
};

/** Keys each count keeps at most in memory; Redis expires its own. */
const MAX_KEYS = 10_000;

export interface SignInWait {
  ms: number;
  /** What made the attempt wait: the address as a whole, or this name from it. */
  reason: 'address' | 'name';
}

/**
 * When sign-in attempts must wait; only failures count.
 * - One address trying many names (spraying) waits once it has `perAddress` failures.
 * - One name from one address waits after `perNameAndAddress` failures.
 * - A name guessed at from many addresses is "under attack": each address then gets only
 *   `perNameAndAddressUnderAttack` failures for it. An address that has not failed for the
 *   name is never made to wait on the name's account, so its owner signing in with the right
 *   password from anywhere else still gets in: nobody can lock an account by guessing.
 * The three counts are kept where `countsOf` keeps them: this process's memory, or Redis
 * shared by every api process (docs/sign-in.md).
 */
export class SignInThrottle {
  private readonly pairs: FailureLimiter;
  private readonly names: FailureLimiter;
  private readonly addresses: FailureLimiter;

  constructor(
    countsOf: WindowCountsOf,
    private readonly limits: SignInThrottleLimits = DEFAULT_SIGN_IN_LIMITS,
  ) {
    const counts = (name: string) => countsOf(`sign-in:${name}`, limits.windowMs, MAX_KEYS);
    this.pairs = new FailureLimiter(counts('pair'), limits.perNameAndAddress);
    this.names = new FailureLimiter(counts('name'), limits.nameUnderAttack);
    this.addresses = new FailureLimiter(counts('address'), limits.perAddress);
  }

  async waitFor(name: string, address: string): Promise<SignInWait | undefined> {
    // The three counts read at once (one round trip to Redis), the pair's allowance picked after.
    const [fromAddress, failuresOfName, pair] = await Promise.all([
      this.addresses.waitFor(address),
      this.names.count(key(name)),
      this.pairs.state(pairKey(name, address)),
    ]);
    if (fromAddress > 0) return { ms: fromAddress, reason: 'address' };
    const underAttack = failuresOfName >= this.limits.nameUnderAttack;
    const allowance = underAttack ? this.limits.perNameAndAddressUnderAttack : this.limits.perNameAndAddress;
    const forName = waitOf(pair, allowance);
    return forName > 0 ? { ms: forName, reason: 'name' } : undefined;
  }

  async fail(name: string, address: string): Promise<void> {
    await Promise.all([
      this.addresses.fail(address),
      this.names.fail(key(name)),
      this.pairs.fail(pairKey(name, address)),
    ]);
  }

  /** The pair starts afresh; the address and the name keep their counts, as an attack may go on. */
  async succeed(name: string, address: string): Promise<void> {
    await this.pairs.succeed(pairKey(name, address));
  }
}

// Names are compared as the sign-in compares them: in any case.
const key = (name: string) => name.toLowerCase();
const pairKey = (name: string, address: string) => `${address}\0${key(name)}`;
