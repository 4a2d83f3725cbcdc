import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHIP_TARGETS } from './chips.js';
import { MODULE_CATALOGUE } from './modules.js';

const catalogueDoc = readFileSync(new URL('../../../../docs/catalogue.md', import.meta.url), 'utf8');

describe('docs/catalogue.md', () => {
  it.each(MODULE_CATALOGUE.map((entry) => [entry.id, entry.pageUrl] as const))(
    'lists entry %i with its page key %s',
    (id, pageUrl) => {
      expect(catalogueDoc).toMatch(new RegExp(`^\\|\\s*${id}\\s*\\|`, 'm'));
      expect(catalogueDoc).toContain(`\`${pageUrl}\``);
    },
  );

  it.each(CHIP_TARGETS.map((chip) => [chip.id, chip.maxClockMhz] as const))(
    'lists chip %s with its clock of %i MHz',
    (chipId, mhz) => {
      expect(catalogueDoc).toMatch(new RegExp(`^\\|\\s*${chipId}\\s*\\|.*\\|\\s*${mhz} MHz\\s*\\|`, 'm'));
    },
  );
});
