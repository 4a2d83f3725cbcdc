import { describe, expect, it } from 'vitest';
import { exportersForFile, importersForFile, modulePlugin } from '../index.js';
import { OS_PLUGIN } from './index.js';

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
