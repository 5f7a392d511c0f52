// Types of lib.mjs for the benches written in TypeScript (faults.ts, audio.ts).
export const root: string;
export function startServer(options: { port: number; env?: Record<string, string> }): Promise<{
  url: string;
  pid: number | undefined;
  dataDir: string;
  stop(): Promise<void>;
}>;
export function freePort(): Promise<number>;
export function signUp(url: string, name?: string): Promise<{ email: string; cookie: string }>;
export function printFigure(name: string, figures: Record<string, unknown>): void;
export function createBenchDatabase(): Promise<{ url: string; drop(): Promise<void> } | null>;
export function measureLoad(options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  cpu?: { serverPid: number; databaseName: string };
}): Promise<{
  requestsPerSecond: number;
  p99: number;
  p50: number;
  failures: number;
  serverCpuUs?: number;
  databaseCpuUs?: number;
}>;
export function findFirstVocabularySet(url: string): Promise<{ apiPath: string; pagePath: string }>;
