import { describe, expect, it } from 'vitest';
import { ECUC_MODULE, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_EcuC0001 } from './E_EcuC0001.js';

describe('E_EcuC0001 unique core ids', () => {
  const cases: [string[], string[]][] = [
    [['0', '1'], []],
    [['0', '0'], ['/EcuC/EcucHardware/EcucCoreDefinition_1 EcucCoreId']],
  ];
  for (const [ids, expected] of cases) {
    it(`cores ${ids.join(', ')}`, () => {
      const fixture = new ProjectFixture([ECUC_MODULE]);
      fixture.add('/EcuC', 'EcucHardware');
      fixture.set('/EcuC/EcucHardware/EcucCoreDefinition_0', { EcucCoreId: ids[0] });
      for (const id of ids.slice(1))
        fixture.add('/EcuC/EcucHardware', 'EcucCoreDefinition', { EcucCoreId: id });
      expect(ruleRows(fixture, E_EcuC0001, [ECUC_MODULE])).toEqual(expected);
    });
  }
});
