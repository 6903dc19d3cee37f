import { parseArgs, type ParseArgsConfig } from 'node:util';

/** Ends an operator's command with a message on stderr and exit code 1. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The command line's words and options; an unknown option ends the command with `usage`. */
export function parseCommandLine<O extends NonNullable<ParseArgsConfig['options']>>(options: O, usage: string) {
  try {
    return parseArgs({ allowPositionals: true, options });
  } catch (err) {
    return fail(`${(err as Error).message}\n\n${usage}`);
  }
}
