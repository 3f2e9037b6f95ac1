/** What `pnpm reelforge account …` asks for (docs/accounts.md, "The account command"). */
export type AccountCommand =
  | {
      command: 'create';
      username: string;
      isAdmin: boolean;
      email?: string;
      /** The password comes on standard input; otherwise one is generated and printed once. */
      passwordStdin: boolean;
    }
  | { command: 'disable' | 'enable'; username: string }
  | { command: 'reset-password'; username: string; passwordStdin: boolean }
  /** Single sign-on for an account made beforehand; the issuer defaults to OIDC_ISSUER. */
  | { command: 'link'; username: string; subject: string; issuer?: string }
  | { command: 'list' };

const USAGES = {
  create: 'pnpm reelforge account create <name> [--admin] [--email <address>] [--password-stdin]',
  disable: 'pnpm reelforge account disable <name>',
  enable: 'pnpm reelforge account enable <name>',
  'reset-password': 'pnpm reelforge account reset-password <name> [--password-stdin]',
  link: 'pnpm reelforge account link <name> --subject <provider subject> [--issuer <issuer URL>]',
  list: 'pnpm reelforge account list',
} as const;

type CommandName = keyof typeof USAGES;

/** Every command's usage, one a line. */
export const ACCOUNT_USAGE = `Usage:\n${Object.values(USAGES)
  .map((usage) => `  ${usage}`)
  .join('\n')}`;

/** The options each command takes; these take a value. */
const WITH_VALUE = new Set(['--email', '--subject', '--issuer']);

/** The options each command takes. */
const OPTIONS: Record<CommandName, readonly string[]> = {
  create: ['--admin', '--email', '--password-stdin'],
  disable: [],
  enable: [],
  'reset-password': ['--password-stdin'],
  link: ['--subject', '--issuer'],
  list: [],
};

const isCommand = (name: string): name is CommandName => Object.hasOwn(USAGES, name);

/** The arguments after `account`, or the reason they are not a command (with its usage). */
export function parseAccountCommand(args: readonly string[]): AccountCommand | { problem: string } {
  const [command, ...rest] = args;
  if (command === undefined) return { problem: `Name a command.\n${ACCOUNT_USAGE}` };
  if (!isCommand(command)) return { problem: `Unknown command "${command}".\n${ACCOUNT_USAGE}` };
  const usage = `Usage: ${USAGES[command]}`;
  const names: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i]!;
    if (!arg.startsWith('--')) {
      names.push(arg);
      continue;
    }
    const [option, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg];
    if (!OPTIONS[command].includes(option!)) return { problem: `Unknown option ${arg}: ${usage}` };
    if (WITH_VALUE.has(option!)) {
      const value = inline ?? rest[++i];
      if (value === undefined || value === '')
        return { problem: `${option} needs ${option === '--email' ? 'an address' : 'a value'}: ${usage}` };
      options.set(option!, value);
    } else if (inline !== undefined) {
      return { problem: `${option} takes no value: ${usage}` };
    } else {
      options.set(option!, true);
    }
  }
  if (command === 'list') return names.length === 0 ? { command } : { problem: `list takes no name: ${usage}` };
  if (names.length !== 1) return { problem: `Name exactly one account: ${usage}` };
  const username = names[0]!;
  const passwordStdin = options.has('--password-stdin');
  if (command === 'create') {
    const email = options.get('--email');
    return {
      command,
      username,
      isAdmin: options.has('--admin'),
      ...(typeof email === 'string' ? { email } : {}),
      passwordStdin,
    };
  }
  if (command === 'reset-password') return { command, username, passwordStdin };
  if (command === 'link') {
    const subject = options.get('--subject');
    const issuer = options.get('--issuer');
    if (typeof subject !== 'string') return { problem: `link needs the provider's --subject: ${usage}` };
    return { command, username, subject, ...(typeof issuer === 'string' ? { issuer } : {}) };
  }
  return { command, username };
}
