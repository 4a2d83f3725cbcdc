/** A mistake in how a command was called (exit code 2). */
export class UsageError extends Error {}

export interface OptionSpec {
  /** Options without a value, e.g. `--json`. */
  flags?: readonly string[];
  /** Options that take a value (`--format dbc`, `--format=dbc`, `-I dir`, `-Idir`); they may repeat. */
  values?: readonly string[];
}

export interface ParsedArguments {
  positionals: string[];
  flags: Set<string>;
  values: Map<string, string[]>;
}

/** Splits arguments into positionals and options; an unknown option or a missing value is a UsageError. */
export function parseArguments(args: readonly string[], spec: OptionSpec): ParsedArguments {
  const flags = new Set<string>();
  const values = new Map<string, string[]>();
  const positionals: string[] = [];
  const flagNames = new Set(spec.flags ?? []);
  const valueNames = new Set(spec.values ?? []);
  const addValue = (name: string, value: string) => values.set(name, [...(values.get(name) ?? []), value]);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') {
      positionals.push(...args.slice(i + 1));
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      positionals.push(arg);
      continue;
    }
    const equals = arg.indexOf('=');
    const name = arg.startsWith('--') && equals > 0 ? arg.slice(0, equals) : arg;
    if (flagNames.has(name) && name === arg) {
      flags.add(name);
      continue;
    }
    if (valueNames.has(name)) {
      if (name !== arg) addValue(name, arg.slice(equals + 1));
      else {
        const value = args[i + 1];
        if (value === undefined) throw new UsageError(`option ${name} needs a value`);
        addValue(name, value);
        i++;
      }
      continue;
    }
    // Short options glued to their value: -Idir.
    const short = arg.slice(0, 2);
    if (!arg.startsWith('--') && arg.length > 2 && valueNames.has(short)) {
      addValue(short, arg.slice(2));
      continue;
    }
    throw new UsageError(`unknown option '${arg}'`);
  }
  return { positionals, flags, values };
}
