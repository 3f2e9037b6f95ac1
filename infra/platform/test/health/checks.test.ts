import { describe, expect, it } from 'vitest';
import { ffmpegCheck, FFMPEG_CHECK_KEPT_MS, migrationProblem } from '../../src/health/checks.ts';

describe('the migrations check', () => {
  const code = ['0001_a', '0002_b', '0003_c'];

  it('passes when the database applied exactly the code’s migrations, in any order', () => {
    expect(migrationProblem(['0002_b', '0001_a', '0003_c'], code)).toBeUndefined();
  });

  it('names the migrations not applied, and those the code does not know', () => {
    expect(migrationProblem(['0001_a'], code)).toBe(
      "The database's migrations differ from the code's: not applied: 0002_b, 0003_c",
    );
    expect(migrationProblem([...code, '0004_d'], code)).toBe(
      "The database's migrations differ from the code's: applied but unknown to this code (a newer release?): 0004_d",
    );
  });
});

describe('the ffmpeg check', () => {
  const signal = new AbortController().signal;

  it('runs ffmpeg -version, and trusts a success for a minute', async () => {
    let clock = 0;
    const check = ffmpegCheck('ffmpeg', () => clock);
    await check.run(signal);
    // Kept: even a missing binary would not be run again yet.
    clock = FFMPEG_CHECK_KEPT_MS - 1;
    await expect(check.run(signal)).resolves.toBeUndefined();
  });

  it('fails with why when the binary is not there', async () => {
    await expect(ffmpegCheck('/nowhere/ffmpeg').run(signal)).rejects.toThrow(/ffmpeg did not run: .*ENOENT/);
  });
});
