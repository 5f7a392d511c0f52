// What a command-line tool takes from its process: its arguments, its environment and its two output
// streams. The entry file passes the real ones; a test runs the tool in its own process with its own.

/** process.stdout and process.stderr fit; a test passes one that keeps the text. */
export interface CliOutput {
  write(text: string): unknown;
  /** A terminal: progress is redrawn in place instead of printed line by line. */
  isTTY?: boolean;
}

export interface CliProcess {
  /** The command line after the script's path. */
  args: string[];
  env: Record<string, string | undefined>;
  stdout: CliOutput;
  stderr: CliOutput;
}

/** A tool's main: what it prints goes to the given streams, and it resolves with the exit code. */
export type CliMain = (cli: CliProcess) => Promise<number>;

/** A line to one of the streams, as console.log and console.error print a string. */
export function printLine(output: CliOutput, line: string): void {
  output.write(`${line}\n`);
}
