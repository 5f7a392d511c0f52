// Types of build-freshness.mjs for the TypeScript tests.
export const BUILD_INPUTS: string[];
export const BUILD_STAMP: string;
export const BUILD_OUTPUTS: string[];
export function newestMtime(target: string): number;
export function buildFreshness(root: string, inputs?: string[]): 'missing' | 'stale' | 'fresh';
export function buildIfStale(root: string, log?: (line: string) => void): void;
