/**
 * The Dem values of a commercial tool's ECUC values file (MyECU.ecuc.arxml of the corpus, vendor definition
 * paths `/MICROSAR/Dem/...`, a layout from before R4.4: DemEventClass, DemDTCClass, memory sizes in
 * DemGeneral) import onto our definition: every container and parameter value whose definition we know comes
 * in (events, operation cycles, NvM blocks with their NvM references, the general switches), and each value or
 * container of the vendor's own or of the older layout is reported with its place in the file instead of
 * being dropped silently.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { containersFromArxml } from '../../ecuc/arxml-import.js';
import { indexModuleDef } from '../../ecuc/definition-index.js';
import { readArxml } from '../../formats/arxml/index.js';
import { formatDiagnostic } from '../../formats/diagnostic.js';
import { MODULE_DEFINITIONS } from '../index.js';
import { DEM_PATHS, demDefinition } from './definition.js';

const FILE = 'MyECU.ecuc.arxml';
const text = readFileSync(
  new URL('../../../../../../shared/corpus/arxml/canmatrix/MyECU.ecuc.arxml', import.meta.url),
  'utf8',
);
const imported = containersFromArxml(readArxml(text, FILE).model?.ecucValues ?? [], MODULE_DEFINITIONS, {
  file: FILE,
});
const dem = imported.containers.filter((c) => c.module === 'Dem');
const lines = text.split('\n');

/** The file's Dem module, from its definition reference to the end of its values. */
const demStart = text.indexOf('DEST="ECUC-MODULE-DEF">/MICROSAR/Dem<');
const demText = text.slice(demStart, text.indexOf('</ECUC-MODULE-CONFIGURATION-VALUES>', demStart));

const known = indexModuleDef(demDefinition);

/** Definition paths (ours, without the vendor package) of the file's Dem containers. */
const fileContainers = [
  ...demText.matchAll(/DEST="ECUC-PARAM-CONF-CONTAINER-DEF">\/MICROSAR(\/Dem\/[A-Za-z0-9/]+)</g),
].map((m) => m[1] ?? '');

describe('the Dem of a commercial ECUC values file', () => {
  it('takes over every Dem container whose definition we know', () => {
    expect(imported.modules.map((m) => m.module)).toContain('Dem');
    const ours = fileContainers.filter((path) => known.containers.has(path));
    expect(new Set(ours)).toEqual(
      new Set([
        DEM_PATHS.configSet,
        DEM_PATHS.eventParameter,
        DEM_PATHS.general,
        DEM_PATHS.nvRamBlockId,
        DEM_PATHS.operationCycle,
      ]),
    );
    for (const path of new Set(ours))
      expect(dem.filter((c) => c.definitionPath === path).length, path).toBe(
        ours.filter((p) => p === path).length,
      );
    expect(dem.filter((c) => c.definitionPath === DEM_PATHS.eventParameter)).toHaveLength(9);
    expect(
      dem
        .filter((c) => c.definitionPath === DEM_PATHS.operationCycle)
        .map((c) => c.values.DemOperationCycleType),
    ).toEqual(['DEM_OPCYC_POWER', 'DEM_OPCYC_IGNITION']);
  });

  it('takes over every value of a parameter we know', () => {
    const pattern =
      /<DEFINITION-REF DEST="ECUC-[A-Z-]+-PARAM-DEF">\/MICROSAR(\/Dem\/[A-Za-z0-9/]+)\/(\w+)<\/DEFINITION-REF>\s*<VALUE>([^<]*)<\/VALUE>/g;
    const values = [...demText.matchAll(pattern)].filter(([, container = '', param = '']) =>
      known.containers.get(container)?.def.parameters?.some((p) => p.name === param),
    );
    expect(values.length).toBeGreaterThanOrEqual(40);
    for (const [, container = '', param = '', value = ''] of values) {
      // Booleans are written 0/1 or false/true; we hold them as booleans.
      const held = dem
        .filter((c) => c.definitionPath === container)
        .map((c) => c.values[param])
        .map((v) => (v === true ? '1' : v === false ? '0' : v));
      const expected = value === 'true' ? '1' : value === 'false' ? '0' : value;
      expect(held, `${container}/${param}`).toContain(expected);
    }
  });

  it('points the Dem NvM blocks at the NvM blocks of the file', () => {
    const blocks = dem.filter((c) => c.definitionPath === DEM_PATHS.nvRamBlockId);
    expect(blocks.map((b) => b.shortName)).toContain('Dem_PrimaryEntry0');
    const nvm = new Map(
      imported.containers.filter((c) => c.definitionPath === '/NvM/NvMBlockDescriptor').map((c) => [c.id, c]),
    );
    for (const block of blocks) {
      const [target] = block.references.DemNvRamBlockIdRef ?? [];
      expect(target && nvm.has(target), block.shortName).toBe(true);
    }
  });

  it('reports what it does not understand, each with its place in the file', () => {
    const reported = imported.diagnostics
      .filter((d) => d.code === 'ECUC_IMPORT_UNKNOWN_DEFINITION')
      .map(formatDiagnostic)
      .filter((line) => line.includes('/MICROSAR/Dem/'));
    // The older layout's containers and our own's missing parameters: DemEventClass (9×), DemDTCClass,
    // DemPostbuild, the memory sizes now in DemEventMemorySet, the vendor's switches.
    expect(reported.length).toBeGreaterThanOrEqual(80);
    for (const entry of [
      '/MICROSAR/Dem/DemConfigSet/DemEventParameter/DemEventClass',
      '/MICROSAR/Dem/DemConfigSet/DemDTCClass',
      '/MICROSAR/Dem/DemGeneral/DemPostbuild',
      '/MICROSAR/Dem/DemGeneral/DemMaxNumberEventEntryPrimary',
      '/MICROSAR/Dem/DemGeneral/DemDtcStatusAvailabilityMask',
      '/MICROSAR/Dem/DemGeneral/DemNvRamBlockId/DemNvRamBlockIdType',
    ])
      expect(
        reported.some((line) => line.includes(`${entry} `)),
        entry,
      ).toBe(true);
    for (const line of reported) {
      const match = /^MyECU\.ecuc\.arxml:(\d+):\d+: .*definition (\/MICROSAR\/Dem\/[A-Za-z0-9/]+) /.exec(
        line,
      );
      expect(match, line).not.toBeNull();
      const [, at = '0', definition = ''] = match ?? [];
      // The place is the element holding the definition reference: the reference is on it or the next lines.
      const near = lines.slice(Number(at) - 1, Number(at) + 2).join('\n');
      expect(near, line).toContain(`>${definition}<`);
    }
    // Nothing of the older layout is taken over under another name.
    expect(dem.some((c) => c.shortName === 'DemEventClass' || c.shortName === 'DemDTCClass')).toBe(false);
  });
});
