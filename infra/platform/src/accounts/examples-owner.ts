/**
 * The owner of the example project: an account nobody signs in to (its password is random and
 * never kept). Its name starts with a dot, which no account of the console is given, and the
 * account CLI refuses it.
 */
export const EXAMPLES_OWNER = '.examples';
