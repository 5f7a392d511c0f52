// What `npm test` prints at its end: how long each step took and which test files took longest, read
// from the JSON reports Vitest and Playwright write during the run.
import path from 'node:path';

export interface StepTime {
  name: string;
  ms: number;
}

export interface FileTime {
  /** The suite it ran in: 'unit/API' or 'e2e'. */
  suite: string;
  file: string;
  ms: number;
}

/** Vitest's JSON report (the Jest-compatible shape): one entry per test file with its start and end. */
interface VitestReport {
  testResults?: { name: string; startTime?: number; endTime?: number }[];
}

/** Playwright's JSON report: suites per spec file, nested suites, and each test's runs with durations. */
interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { tests?: { results?: { duration?: number }[] }[] }[];
}
interface PlaywrightReport {
  suites?: PlaywrightSuite[];
}

/** Each Vitest file's wall time, from loading it to its last test's end (its own setup included). */
export function vitestFileTimes(report: VitestReport, root: string): FileTime[] {
  return (report.testResults ?? []).flatMap((result) =>
    result.startTime !== undefined && result.endTime !== undefined
      ? [{ suite: 'unit/API', file: path.relative(root, result.name), ms: result.endTime - result.startTime }]
      : [],
  );
}

/** Each Playwright spec file's time: the sum of its tests' runs (retries included), summed over nested suites. */
export function playwrightFileTimes(report: PlaywrightReport): FileTime[] {
  const totals = new Map<string, number>();
  const visit = (suite: PlaywrightSuite, file: string | undefined) => {
    const owner = suite.file ?? file;
    if (!owner) return;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? []) totals.set(owner, (totals.get(owner) ?? 0) + (result.duration ?? 0));
    for (const child of suite.suites ?? []) visit(child, owner);
  };
  for (const suite of report.suites ?? []) visit(suite, undefined);
  return [...totals].map(([file, ms]) => ({ suite: 'e2e', file: path.join('e2e', file), ms }));
}

export function slowest(files: FileTime[], count: number): FileTime[] {
  return [...files].sort((a, b) => b.ms - a.ms).slice(0, count);
}

/** 754 ms, 12.3 s, 4 min 05 s. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/** The summary's lines: every step with its time, the total, then the slowest files. */
export function summaryLines(steps: StepTime[], totalMs: number, files: FileTime[], count = 10): string[] {
  const width = Math.max(...steps.map((step) => step.name.length), 'total'.length);
  const lines = ['Step times:'];
  for (const step of steps) lines.push(`  ${step.name.padEnd(width)}  ${formatDuration(step.ms)}`);
  lines.push(`  ${'total'.padEnd(width)}  ${formatDuration(totalMs)}`);
  const top = slowest(files, count);
  if (top.length > 0) {
    lines.push(`The ${top.length} slowest test files:`);
    for (const file of top)
      lines.push(`  ${formatDuration(file.ms).padStart(11)}  ${file.suite.padEnd(8)}  ${file.file}`);
  }
  return lines;
}
