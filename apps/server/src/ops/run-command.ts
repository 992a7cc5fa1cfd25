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
  if (!arg || arg.startsWith('-')) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);
  try {
    console.log(await work(loadConfig(), file));
    process.exit(0);
  } catch (err) {
    if (err instanceof Refusal) {
      console.error(`refused: ${err.message}`);
      process.exit(2);
    }
    console.error(err);
    process.exit(1);
  }
}
