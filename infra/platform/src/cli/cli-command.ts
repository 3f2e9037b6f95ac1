import { parseArgs } from 'node:util';
import { isOutputFormat } from '@reelforge/model';
import { variablesFromArguments } from '@reelforge/model/program-renders';

/** What `pnpm reelforge render …` and `pnpm reelforge batch …` ask for (docs/api.md, "The command line"). */
export type CliCommand =
  | {
      command: 'render';
      project: string;
      movie: string;
      variables: Record<string, string>;
      region?: string;
      format?: string;
      /** The file to write; default `<movie>.<format>` in the current folder. */
      output?: string;
      idempotencyKey?: string;
    }
  | {
      command: 'batch start';
      project: string;
      job: string;
      range?: string;
      region?: string;
      wait: boolean;
      json: boolean;
    }
  | { command: 'batch status'; queue: string; region?: string; json: boolean }
  | { command: 'batch results'; runid: string; region?: string; json: boolean };

const USAGES = [
  'pnpm reelforge render --project <prjuid> --movie <name> [--var key=value]... [--region <region>] [--format <format>] [-o <file>] [--idempotency-key <key>]',
  'pnpm reelforge batch start --project <prjuid> --job <jobid> [--range <records>] [--region <region>] [--wait] [--json]',
  'pnpm reelforge batch status <queue> [--region <region>] [--json]',
  'pnpm reelforge batch results <runid> [--region <region>] [--json]',
];

/** Every command's usage, and the settings the commands read. */
export const CLI_USAGE = [
  'Usage:',
  ...USAGES.map((usage) => `  ${usage}`),
  'Settings: REELFORGE_URL (default http://localhost:8080), REELFORGE_API_KEY (or REELFORGE_TOKEN, a sign-in token).',
].join('\n');

const REGION = { region: { type: 'string' } } as const;
const JSON_OUTPUT = { json: { type: 'boolean' } } as const;

/** What `parse` read, or the reason it could not (parseArgs's own words, with the usage). */
function attempt<T>(parse: () => T): T | { problem: string } {
  try {
    return parse();
  } catch (error) {
    return { problem: `${error instanceof Error ? error.message : String(error)}\n${CLI_USAGE}` };
  }
}

const strict = { allowPositionals: true, strict: true } as const;

const missing = (what: string) => ({ problem: `${what}\n${CLI_USAGE}` });

function optional<K extends string>(name: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined ? {} : ({ [name]: value } as Record<K, string>);
}

function render(args: readonly string[]): CliCommand | { problem: string } {
  const parsed = attempt(() =>
    parseArgs({
      args: [...args],
      options: {
        project: { type: 'string' },
        movie: { type: 'string' },
        var: { type: 'string', multiple: true },
        format: { type: 'string' },
        output: { type: 'string', short: 'o' },
        'idempotency-key': { type: 'string' },
        ...REGION,
      },
      ...strict,
    }),
  );
  if ('problem' in parsed) return parsed;
  const { values, positionals } = parsed;
  if (positionals.length) return missing(`render takes no ${positionals[0]}: give each value with an option`);
  if (!values.project) return missing('render needs the project: --project <prjuid>');
  if (!values.movie) return missing('render needs the movie: --movie <name>');
  const variables = variablesFromArguments(values.var ?? []);
  if ('problem' in variables) return missing(variables.problem);
  // Without --format, a file named with a format's extension is rendered in it.
  const extension = values.output?.split('.').at(-1)?.toLowerCase();
  const format =
    values.format ?? (values.output?.includes('.') && extension && isOutputFormat(extension) ? extension : undefined);
  return {
    command: 'render',
    project: values.project,
    movie: values.movie,
    variables: variables.variables,
    ...optional('region', values.region),
    ...optional('format', format),
    ...optional('output', values.output),
    ...optional('idempotencyKey', values['idempotency-key']),
  };
}

function batch(args: readonly string[]): CliCommand | { problem: string } {
  const [sub, ...rest] = args;
  if (sub === 'start') {
    const parsed = attempt(() =>
      parseArgs({
        args: rest,
        options: {
          project: { type: 'string' },
          job: { type: 'string' },
          range: { type: 'string' },
          wait: { type: 'boolean' },
          ...REGION,
          ...JSON_OUTPUT,
        },
        ...strict,
      }),
    );
    if ('problem' in parsed) return parsed;
    const { values, positionals } = parsed;
    if (positionals.length) return missing(`batch start takes no ${positionals[0]}`);
    if (!values.project) return missing('batch start needs the project: --project <prjuid>');
    if (!values.job) return missing('batch start needs the job: --job <jobid>');
    return {
      command: 'batch start',
      project: values.project,
      job: values.job,
      ...optional('range', values.range),
      ...optional('region', values.region),
      wait: values.wait ?? false,
      json: values.json ?? false,
    };
  }
  if (sub === 'status' || sub === 'results') {
    const parsed = attempt(() => parseArgs({ args: rest, options: { ...REGION, ...JSON_OUTPUT }, ...strict }));
    if ('problem' in parsed) return parsed;
    const { values, positionals } = parsed;
    const what = sub === 'status' ? 'queue' : 'runid';
    if (positionals.length !== 1) return missing(`batch ${sub} needs exactly one <${what}>`);
    const base = { ...optional('region', values.region), json: values.json ?? false };
    return sub === 'status'
      ? { command: 'batch status', queue: positionals[0]!, ...base }
      : { command: 'batch results', runid: positionals[0]!, ...base };
  }
  return missing(sub === undefined ? 'batch needs start, status or results' : `Unknown batch command "${sub}"`);
}

/** The command line after `pnpm reelforge`, or the reason it is not a command (with the usage). */
export function parseCliCommand(args: readonly string[]): CliCommand | { problem: string } {
  const [command, ...rest] = args;
  if (command === 'render') return render(rest);
  if (command === 'batch') return batch(rest);
  return missing(command === undefined ? 'Name a command.' : `Unknown command "${command}"`);
}
