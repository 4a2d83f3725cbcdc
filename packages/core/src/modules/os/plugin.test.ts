import { describe, expect, it } from 'vitest';
import { exportersForFile, importersForFile, modulePlugin } from '../index.js';
import type { ContainerValue, ProjectSnapshot } from '../../ecuc/store-types.js';
import type { Language } from '../../i18n/index.js';
import { OS_PLUGIN } from './index.js';
import { osOilExporter, osOilImporter } from './plugin.js';

describe('the Os plugin', () => {
  it('brings its 51 OS checks, the C generator, the OIL importer and the OIL exporter', () => {
    const rules = (OS_PLUGIN.definition.rules ?? []).map((r) => r.code);
    expect(rules).toContain('OS0001');
    expect(rules.length).toBeGreaterThanOrEqual(51);
    expect(OS_PLUGIN.generators?.map((g) => ({ id: g.id, files: g.fileNames }))).toEqual([
      { id: 'c', files: ['Os.h', 'Os_Types.h', 'Os_Cfg.h', 'Os_Cfg.c', 'README'] },
    ]);
    expect(OS_PLUGIN.importers?.map((i) => ({ id: i.id, extensions: i.extensions }))).toEqual([
      { id: 'oil', extensions: ['.oil'] },
    ]);
    expect(OS_PLUGIN.exporters?.map((e) => ({ id: e.id, extension: e.extension }))).toEqual([
      { id: 'oil', extension: '.oil' },
    ]);
  });

  it('is the registered Os module, found by the extension of an OIL file', () => {
    expect(modulePlugin('Os')).toBe(OS_PLUGIN);
    expect(importersForFile('demo.OIL').map((r) => r.module)).toEqual(['Os']);
    expect(exportersForFile('demo.oil').map((r) => r.module)).toEqual(['Os']);
  });
});

describe('the OIL importer and exporter', () => {
  const snapshot = (containers: ContainerValue[] = []): ProjectSnapshot => ({
    project: { id: 'p', name: 'p', chip: 'TC275' },
    modules: [{ module: 'Os', instanceId: 0, definitionVersion: 1 }],
    containers,
  });
  const importOil = (text: string, language: Language) => {
    let next = 0;
    return osOilImporter.import(
      { file: 'app.oil', bytes: new TextEncoder().encode(text) },
      { language, snapshot: snapshot(), definitions: [OS_PLUGIN.definition], newId: () => `n${(next += 1)}` },
    );
  };
  const OSEK = `CPU c { OS os { STATUS = EXTENDED; }; APPMODE std {};
    COUNTER a { MAXALLOWEDVALUE = 10; TICKSPERBASE = 1; MINCYCLE = 1; };
    COUNTER b { MAXALLOWEDVALUE = 10; TICKSPERBASE = 1; MINCYCLE = 1; };
    TASK t { PRIORITY = 1; ACTIVATION = 1; SCHEDULE = FULL; AUTOSTART = FALSE; }; };`;
  const AUTOSAR = `CPU c { OS os { STATUS = EXTENDED; }; APPMODE std {};
    COUNTER a { MAXALLOWEDVALUE = 10; TICKSPERBASE = 1; MINCYCLE = 1; };
    TASK t { PRIORITY = 1; ACTIVATION = 1; SCHEDULE = FULL; AUTOSTART = FALSE;
      TIMING_PROTECTION = TRUE { EXECUTIONBUDGET = 5; }; };
    SCHEDULETABLE s { COUNTER = a; AUTOSTART = NONE; PERIODIC = FALSE; LENGTH = 5;
      EXPIRY_POINT e { OFFSET = 1; ACTION = ACTIVATETASK { TASK = t; }; }; }; };`;

  it('says the OS type and class with their reasons, in the import’s language', () => {
    expect(importOil(OSEK, 'en_us').report.facts).toMatchObject({
      osType: 'OSEK',
      scalabilityClass: 'SC1',
      osTypeReasons: [],
      scalabilityClassReasons: [],
    });
    expect(importOil(AUTOSAR, 'en_us').report.facts).toMatchObject({
      osType: 'AUTOSAR',
      scalabilityClass: 'SC2',
      osTypeReasons: ['schedule tables', 'timing protection'],
      scalabilityClassReasons: ['timing protection'],
    });
    expect(importOil(AUTOSAR, 'zh_cn').report.facts).toMatchObject({
      osTypeReasons: ['调度表', '时间保护'],
      scalabilityClassReasons: ['时间保护'],
    });
  });

  it('exports every OS as OIL: an AUTOSAR OS in any class, with warnings that say so', () => {
    const imported = importOil(AUTOSAR, 'en_us');
    const input = {
      snapshot: snapshot([...imported.changes.create]),
      definitions: [OS_PLUGIN.definition],
      language: 'en_us' as const,
    };
    expect(osOilExporter.downloadRefusal).toBeUndefined();
    const exported = osOilExporter.export(input);
    expect(exported.text).toContain('SCHEDULETABLE s {');
    expect(exported.text).toContain('SCALABILITYCLASS = SC2;');
    expect(exported.diagnostics.map((d) => [d.severity, d.code, d.message])).toEqual([
      [
        'warning',
        'OS_OIL_AUTOSAR',
        'The OS is an AUTOSAR OS (schedule tables, timing protection): the file is AUTOSAR OIL 4.0, beyond OSEK OIL 2.5',
      ],
    ]);
    const osek = importOil(OSEK, 'en_us');
    const plain = osOilExporter.export({ ...input, snapshot: snapshot([...osek.changes.create]) });
    expect(plain.text).toContain('COUNTER b {');
    expect(plain.diagnostics).toEqual([]);
  });
});
