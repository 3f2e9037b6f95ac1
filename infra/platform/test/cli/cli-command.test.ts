import { describe, expect, it } from 'vitest';
import { CLI_USAGE, parseCliCommand } from '../../src/cli/cli-command.ts';

describe('the command line', () => {
  it('reads a render with its variables, region, format and file', () => {
    expect(
      parseCliCommand([
        'render',
        '--project',
        'p1',
        '--movie',
        'sample',
        '--var',
        'title=Hi',
        '--var=name=Ada Lovelace',
        '--region',
        'us-east-1',
        '--format',
        'webm',
        '-o',
        'hi.webm',
      ]),
    ).toEqual({
      command: 'render',
      project: 'p1',
      movie: 'sample',
      variables: { title: 'Hi', name: 'Ada Lovelace' },
      region: 'us-east-1',
      format: 'webm',
      output: 'hi.webm',
    });
  });

  it("takes the format from the file's extension when none is given", () => {
    expect(parseCliCommand(['render', '--project', 'p1', '--movie', 'm', '-o', 'out/Hi.GIF'])).toMatchObject({
      format: 'gif',
    });
    const unknown = parseCliCommand(['render', '--project', 'p1', '--movie', 'm', '-o', 'hi.video']);
    expect(unknown).not.toHaveProperty('format');
    expect(parseCliCommand(['render', '--project', 'p1', '--movie', 'm'])).toEqual({
      command: 'render',
      project: 'p1',
      movie: 'm',
      variables: {},
    });
  });

  it('passes an Idempotency-Key on', () =>
    expect(parseCliCommand(['render', '--project', 'p', '--movie', 'm', '--idempotency-key', 'order-1'])).toMatchObject(
      { idempotencyKey: 'order-1' },
    ));

  it('reads the batch commands', () => {
    expect(parseCliCommand(['batch', 'start', '--project', 'p1', '--job', 'j1', '--range', '1-5', '--wait'])).toEqual({
      command: 'batch start',
      project: 'p1',
      job: 'j1',
      range: '1-5',
      wait: true,
      json: false,
    });
    expect(parseCliCommand(['batch', 'status', 'q1', '--json'])).toEqual({
      command: 'batch status',
      queue: 'q1',
      json: true,
    });
    expect(parseCliCommand(['batch', 'results', 'r1', '--region', 'eu-west-1'])).toEqual({
      command: 'batch results',
      runid: 'r1',
      region: 'eu-west-1',
      json: false,
    });
  });

  it('refuses what is missing, unknown or malformed, with the usage', () => {
    const problems: [string[], RegExp][] = [
      [[], /^Name a command\./],
      [['draw'], /^Unknown command "draw"/],
      [['render', '--movie', 'm'], /^render needs the project: --project <prjuid>/],
      [['render', '--project', 'p'], /^render needs the movie: --movie <name>/],
      [['render', '--project', 'p', '--movie', 'm', '--var', 'title'], /^--var takes key=value, not "title"/],
      [['render', '--project', 'p', '--movie', 'm', '--colour', 'red'], /Unknown option '--colour'/],
      [['render', '--project', 'p', '--movie', 'm', 'extra'], /^render takes no extra/],
      [['batch'], /^batch needs start, status or results/],
      [['batch', 'stop', 'q'], /^Unknown batch command "stop"/],
      [['batch', 'start', '--project', 'p'], /^batch start needs the job: --job <jobid>/],
      [['batch', 'status'], /^batch status needs exactly one <queue>/],
      [['batch', 'results', 'a', 'b'], /^batch results needs exactly one <runid>/],
    ];
    for (const [args, problem] of problems) {
      const parsed = parseCliCommand(args);
      expect(parsed, args.join(' ')).toEqual({ problem: expect.stringMatching(problem) });
      expect((parsed as { problem: string }).problem.endsWith(CLI_USAGE)).toBe(true);
    }
  });
});
