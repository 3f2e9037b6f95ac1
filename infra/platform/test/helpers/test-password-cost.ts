import type { PasswordCost } from '../../src/lib/password.ts';

/**
 * The scrypt cost of the test accounts' fixed, public passwords: a sign-in then checks in well
 * under a millisecond. The product hashes every password it is given at full cost
 * (lib/password.ts); only test helpers pass this.
 */
export const TEST_PASSWORD_COST: PasswordCost = { N: 1024, r: 8, p: 1 };
