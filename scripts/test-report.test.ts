import { describe, expect, it } from 'vitest';
import { formatDuration, playwrightFileTimes, slowest, summaryLines, vitestFileTimes } from './lib/test-report.ts';

describe('the summary at the end of npm test', () => {
  it('reads each Vitest file’s wall time relative to the project', () => {
    const report = {
      testResults: [
        { name: '/repo/src/a.test.ts', startTime: 1_000, endTime: 4_500 },
        { name: '/repo/src/b.test.ts', startTime: 2_000, endTime: 2_100 },
        { name: '/repo/src/never-ran.test.ts' },
      ],
    };
    expect(vitestFileTimes(report, '/repo')).toEqual([
      { suite: 'unit/API', file: 'src/a.test.ts', ms: 3_500 },
      { suite: 'unit/API', file: 'src/b.test.ts', ms: 100 },
    ]);
  });

  it('adds up every run of every test of a Playwright spec file, nested describes and retries included', () => {
    const report = {
      suites: [
        {
          file: 'a.spec.ts',
          specs: [{ tests: [{ results: [{ duration: 1_000 }, { duration: 500 }] }] }],
          suites: [{ specs: [{ tests: [{ results: [{ duration: 2_000 }] }] }] }],
        },
        { file: 'b.spec.ts', specs: [{ tests: [{ results: [{ duration: 300 }] }] }] },
      ],
    };
    expect(playwrightFileTimes(report)).toEqual([
      { suite: 'e2e', file: 'e2e/a.spec.ts', ms: 3_500 },
      { suite: 'e2e', file: 'e2e/b.spec.ts', ms: 300 },
    ]);
  });

  it('orders files slowest first and keeps the asked number', () => {
    const files = [1, 5, 3, 4, 2].map((ms) => ({ suite: 'unit/API', file: `f${ms}`, ms }));
    expect(slowest(files, 3).map((file) => file.ms)).toEqual([5, 4, 3]);
  });

  it('says durations the way a person reads them', () => {
    expect(formatDuration(754)).toBe('754 ms');
    expect(formatDuration(12_340)).toBe('12.3 s');
    expect(formatDuration(245_000)).toBe('4 min 05 s');
  });

  it('prints each step, the total, then the slowest files', () => {
    const lines = summaryLines(
      [
        { name: 'typecheck + lint', ms: 40_000 },
        { name: 'e2e', ms: 200_000 },
      ],
      240_000,
      [
        { suite: 'e2e', file: 'e2e/a.spec.ts', ms: 90_000 },
        { suite: 'unit/API', file: 'src/b.test.ts', ms: 1_500 },
      ],
    );
    expect(lines).toEqual([
      'Step times:',
      '  typecheck + lint  40.0 s',
      '  e2e               3 min 20 s',
      '  total             4 min 00 s',
      'The 2 slowest test files:',
      '   1 min 30 s  e2e       e2e/a.spec.ts',
      '        1.5 s  unit/API  src/b.test.ts',
    ]);
  });
});
