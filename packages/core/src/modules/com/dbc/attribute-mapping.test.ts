import { describe, expect, it } from 'vitest';
import { emptySnapshot, importFile } from '../../file-configuration.js';
import { MODULE_DEFINITIONS } from '../../index.js';
import { attributeMappingOf, checkAttributeMapping } from './attribute-mapping.js';

/** A database whose cycle time and send type use an in-house attribute. */
const DBC = [
  'VERSION ""',
  'BU_: ECU GW',
  'BO_ 256 Status: 8 ECU',
  ' SG_ Speed : 0|16@1+ (1,0) [0|65535] "" GW',
  'BA_DEF_ BO_ "TxPeriodMs" INT 0 65535;',
  'BA_DEF_ BO_ "TxKind" ENUM "Zyklisch","Ereignis";',
  'BA_DEF_DEF_ "TxPeriodMs" 0;',
  'BA_DEF_DEF_ "TxKind" "Ereignis";',
  'BA_ "TxPeriodMs" BO_ 256 20;',
  'BA_ "TxKind" BO_ 256 0;',
  '',
].join('\n');

function txMode(attributes?: string) {
  let n = 0;
  const result = importFile(
    { file: 'bus.dbc', bytes: new TextEncoder().encode(DBC) },
    {
      language: 'en_us',
      snapshot: emptySnapshot('demo'),
      definitions: MODULE_DEFINITIONS,
      newId: () => `c${(n += 1)}`,
      options: { ecu: 'ECU', ...(attributes ? { attributes } : {}) },
    },
  )!;
  return result.snapshot.containers.find((c) => c.definitionPath.endsWith('/ComTxModeTrue/ComTxMode'))
    ?.values;
}

describe("a project's own attribute mapping", () => {
  it('is what the shipped dialects lack: without it the in-house attributes say nothing', () => {
    expect(txMode()?.['ComTxModeTimePeriod']).toBeUndefined();
  });

  it('maps in-house attribute names and enumeration values', () => {
    const own = JSON.stringify({
      cycleTime: ['TxPeriodMs'],
      sendType: ['TxKind'],
      sendTypeValues: { Zyklisch: 'PERIODIC', Ereignis: 'DIRECT' },
    });
    expect(txMode(own)).toMatchObject({ ComTxModeMode: 'PERIODIC', ComTxModeTimePeriod: '0.02' });
  });

  it('keeps the shipped names after the project’s own', () => {
    const merged = attributeMappingOf({ cycleTime: ['TxPeriodMs'] });
    expect(merged.cycleTime[0]).toBe('TxPeriodMs');
    expect(merged.cycleTime).toContain('GenMsgCycleTime');
  });

  it.each([
    [{ cycleTime: 'GenMsgCycleTime' }, 'cycleTime'],
    [{ sendTypeValues: { cyclic: 'SOMETIMES' } }, 'sendTypeValues.cyclic'],
    [{ unknownPart: [] }, '(mapping)'],
    [{ fdValues: '(' }, 'fdValues'],
  ])('refuses %j naming %s', (mapping, path) => {
    const checked = checkAttributeMapping(mapping);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors.join('\n')).toContain(path);
  });
});
