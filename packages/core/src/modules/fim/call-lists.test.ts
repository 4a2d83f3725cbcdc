import { describe, expect, it } from 'vitest';
import { indexModuleDef } from '../../ecuc/index.js';
import { modulePlugin, modulePlugins } from '../index.js';
import { FIM_CALL_LISTS } from './call-lists.js';

describe('call lists', () => {
  it('FiM serves the summary events as `event` and the FIDs as `fid`', () => {
    expect(FIM_CALL_LISTS).toEqual({
      event: '/FiM/FiMConfigSet/FiMSummaryEvent',
      fid: '/FiM/FiMConfigSet/FiMFID',
    });
    expect(modulePlugin('FiM')?.callLists).toBe(FIM_CALL_LISTS);
  });

  it('every declared list names a container definition of its own module, under a plain name', () => {
    for (const plugin of modulePlugins()) {
      const containers = indexModuleDef(plugin.definition).containers;
      for (const [list, path] of Object.entries(plugin.callLists ?? {})) {
        expect(list, `${plugin.definition.name} list ${list}`).toMatch(/^[a-z][A-Za-z0-9]*$/);
        expect(containers.has(path), `${plugin.definition.name} list ${list}: ${path}`).toBe(true);
      }
    }
  });
});
