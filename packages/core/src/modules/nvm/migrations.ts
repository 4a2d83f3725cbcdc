/**
 * Changes of our NvM definition between versions, applied to stored configurations on load.
 *
 * - 1 → 2: the block parameter `NvMBlockUseCrcCompMechanism` was renamed to the SWS spelling
 *   `NvMBlockUseCRCCompMechanism`.
 * - 2 → 3: `NvMMainFunctionPeriod` was an integer number of milliseconds; it is now a float in
 *   seconds as in the SWS (`10` becomes `0.01`).
 */
import { renameParameter } from '../../ecuc/migrate.js';
import type { ContainerValue } from '../../ecuc/store-types.js';
import type { DefinitionMigration } from '../../ecuc/types.js';

/** A decimal text divided by 1000, exactly (no floating-point rounding); unchanged when not a plain decimal. */
export function millisecondsToSeconds(text: string): string {
  const match = /^\s*([+-]?)(\d+)(?:\.(\d+))?\s*$/.exec(text);
  if (!match) return text;
  const sign = match[1] === '-' ? '-' : '';
  const digits = `${match[2] ?? ''}${match[3] ?? ''}`;
  const pointAt = (match[2] ?? '').length - 3;
  const padded = pointAt <= 0 ? `${'0'.repeat(1 - pointAt)}${digits}` : digits;
  const integerLength = Math.max(pointAt, 1);
  const integerPart = padded.slice(0, integerLength).replace(/^0+(?=\d)/, '');
  const fraction = padded.slice(integerLength).replace(/0+$/, '');
  return `${sign}${integerPart}${fraction ? `.${fraction}` : ''}`;
}

export const NVM_MIGRATIONS: readonly DefinitionMigration[] = [
  {
    from: 1,
    description: 'NvMBlockDescriptor: NvMBlockUseCrcCompMechanism renamed to NvMBlockUseCRCCompMechanism',
    migrate: (containers) =>
      renameParameter(
        containers,
        '/NvM/NvMBlockDescriptor',
        'NvMBlockUseCrcCompMechanism',
        'NvMBlockUseCRCCompMechanism',
      ),
  },
  {
    from: 2,
    description: 'NvMCommon: NvMMainFunctionPeriod changed from milliseconds to seconds',
    migrate: (containers) =>
      containers.map((c): ContainerValue => {
        const period = c.values.NvMMainFunctionPeriod;
        if (c.definitionPath !== '/NvM/NvMCommon' || typeof period !== 'string') return c;
        return {
          ...c,
          values: { ...c.values, NvMMainFunctionPeriod: millisecondsToSeconds(period) },
          version: c.version + 1,
        };
      }),
  },
];
