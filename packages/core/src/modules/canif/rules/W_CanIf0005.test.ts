import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { W_CanIf0005 } from './W_CanIf0005.js';

const SUPPORT = '/CanIf/CanIfPublicCfg CanIfMetaDataSupport';

describe('W_CanIf0005 metadata support with a PDU with metadata', () => {
  const cases: [string, boolean, 'Rx' | 'Tx' | null, boolean, string[]][] = [
    ['support on, no PDU', true, null, false, [SUPPORT]],
    ['support on, Rx PDU without metadata', true, 'Rx', false, [SUPPORT]],
    ['support on, Rx PDU with metadata', true, 'Rx', true, []],
    ['support on, Tx PDU with metadata', true, 'Tx', true, []],
    ['support off, no PDU', false, null, false, []],
  ];
  for (const [name, support, direction, metadata, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      fixture.set('/CanIf/CanIfPublicCfg', { CanIfMetaDataSupport: support });
      if (direction) {
        fixture.add('/EcuC', 'EcucPduCollection');
        const type = fixture.add('/EcuC/EcucPduCollection', 'MetaDataType');
        const pdu = fixture.add('/EcuC/EcucPduCollection', 'Pdu');
        if (metadata)
          fixture.set(`/EcuC/EcucPduCollection/${pdu.shortName}`, {}, { MetaDataTypeRef: [type.id] });
        fixture.add('/CanIf/CanIfInitCfg', `CanIf${direction}PduCfg`);
        fixture.set(
          `/CanIf/CanIfInitCfg/CanIf${direction}PduCfg_0`,
          {},
          { [`CanIf${direction}PduRef`]: [pdu.id] },
        );
      }
      expect(ruleRows(fixture, W_CanIf0005, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
