/**
 * The Mcu values of a commercial tool's ECUC values file (MyECU.ecuc.arxml of the corpus, vendor definition
 * paths `/MICROSAR/Mcu/...`) import onto our definition: every container and every parameter value of the
 * file's Mcu comes in, and what our definition does not know (the vendor's own `McuCommonData` container) is
 * reported with its place in the file instead of being dropped silently.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { containersFromArxml } from '../../ecuc/arxml-import.js';
import { readArxml } from '../../formats/arxml/index.js';
import { formatDiagnostic } from '../../formats/diagnostic.js';
import { MODULE_DEFINITIONS } from '../index.js';
import { MCU_PATHS } from './definition.js';

const FILE = 'MyECU.ecuc.arxml';
const text = readFileSync(
  new URL('../../../../../../shared/corpus/arxml/canmatrix/MyECU.ecuc.arxml', import.meta.url),
  'utf8',
);
const imported = containersFromArxml(readArxml(text, FILE).model?.ecucValues ?? [], MODULE_DEFINITIONS, {
  file: FILE,
});
const mcu = imported.containers.filter((c) => c.module === 'Mcu');

/** The file's Mcu module, from its short name to the end of its values. */
const mcuText = ((): string => {
  const start = text.indexOf('<SHORT-NAME>Mcu</SHORT-NAME>');
  return text.slice(start, text.indexOf('</ECUC-MODULE-CONFIGURATION-VALUES>', start));
})();

/** How many containers of one of our definition paths the file's Mcu holds under the vendor's package. */
function inFile(definitionPath: string): number {
  const pattern = new RegExp(
    `DEST="ECUC-PARAM-CONF-CONTAINER-DEF">/MICROSAR${definitionPath}</DEFINITION-REF>`,
    'g',
  );
  return mcuText.match(pattern)?.length ?? 0;
}

/** The 1-based line of the first occurrence of a text in the file. */
function lineOf(needle: string): number {
  return text.slice(0, text.indexOf(needle)).split('\n').length;
}

describe('the Mcu of a commercial ECUC values file', () => {
  it('takes over every Mcu container of the file', () => {
    expect(imported.modules.map((m) => m.module)).toContain('Mcu');
    for (const path of [
      MCU_PATHS.general,
      MCU_PATHS.moduleConfiguration,
      MCU_PATHS.clockSetting,
      MCU_PATHS.clockReferencePoint,
      MCU_PATHS.modeSetting,
      MCU_PATHS.publishedInformation,
      MCU_PATHS.resetReasonConf,
    ]) {
      expect(inFile(path), path).toBeGreaterThan(0);
      expect(mcu.filter((c) => c.definitionPath === path).length, path).toBe(inFile(path));
    }
  });

  it('takes over every Mcu parameter value of the file', () => {
    const pattern =
      /<DEFINITION-REF DEST="ECUC-[A-Z-]+-PARAM-DEF">\/MICROSAR(\/Mcu\/[A-Za-z/]+)\/(\w+)<\/DEFINITION-REF>\s*<VALUE>([^<]*)<\/VALUE>/g;
    const values = [...mcuText.matchAll(pattern)];
    expect(values.length).toBeGreaterThanOrEqual(9);
    for (const [, container = '', param = '', value = ''] of values) {
      const held = mcu.filter((c) => c.definitionPath === container).map((c) => String(c.values[param]));
      expect(held, `${container}/${param}`).toContain(value);
    }
  });

  it('reads the values with our types: switches as booleans, the frequency in Hz, ids as integers', () => {
    const one = (path: string) => mcu.find((c) => c.definitionPath === path)?.values ?? {};
    expect(one(MCU_PATHS.general)).toEqual({
      McuDevErrorDetect: true,
      McuGetRamStateApi: false,
      McuInitClock: true,
      McuNoPll: true,
      McuPerformResetApi: true,
      McuVersionInfoApi: true,
    });
    expect(one(MCU_PATHS.clockReferencePoint)).toEqual({ McuClockReferencePointFrequency: '80000000' });
    expect(one(MCU_PATHS.modeSetting)).toEqual({ McuMode: '1' });
    expect(one(MCU_PATHS.resetReasonConf)).toEqual({ McuResetReason: '0' });
  });

  it('reports the vendor container it does not understand, with its place in the file', () => {
    const reported = imported.diagnostics
      .filter((d) => d.code === 'ECUC_IMPORT_UNKNOWN_DEFINITION')
      .map(formatDiagnostic)
      .filter((line) => line.includes('/MICROSAR/Mcu'));
    const line = lineOf('<SHORT-NAME>VectorCommonData</SHORT-NAME>') - 1;
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatch(new RegExp(`^MyECU\\.ecuc\\.arxml:${line}:\\d+: .*/MICROSAR/McuCommonData`));
    // Nothing else of the file's Mcu is left out: its other definitions are all ours.
    expect(mcu.some((c) => c.shortName === 'VectorCommonData')).toBe(false);
  });
});
