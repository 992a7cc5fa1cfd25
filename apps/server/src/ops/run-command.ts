/**
 * The shared frame of the operations commands: settings from the environment as the server reads them, the file
 * argument resolved against the folder the operator typed the command in (npm runs scripts from the repository
 * root), exit code 2 for a refusal and 1 for a failure, so scripts can tell "nothing was done" from "it broke".
 */
import path from 'node:path';
import { loadConfig, type AppConfig } from '../config.ts';
import { Refusal } from './manifest.ts';

export async function runCommand(
  usage: string,
  work: (config: AppConfig, file: string) => Promise<string>,
): Promise<void> {
  const arg = process.argv[2];
  if (!arg || arg.startsWith('-')) return finish(2, `usage: ${usage}`);
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);
  try {
    finish(0, await work(loadConfig(), file));
  } catch (err) {
    if (err instanceof Refusal) finish(2, `refused: ${err.message}`);
    else finish(1, err instanceof Error ? (err.stack ?? err.message) : String(err));
  }
}

/** Exits once the line is written: a pipe is written asynchronously, and an exit before that would cut it. */
function finish(code: number, line: string): void {
  const stream = code === 0 ? process.stdout : process.stderr;
  stream.write(`${line}\n`, () => process.exit(code));
}
