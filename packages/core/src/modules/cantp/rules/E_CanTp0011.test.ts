import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { CHANNEL_0, addNSdu, canTpFixture } from './connection-fixture.js';
import { E_CanTp0011 } from './E_CanTp0011.js';

const RX = `${CHANNEL_0}/CanTpRxNSdu_0`;
const TX = `${CHANNEL_0}/CanTpTxNSdu_0`;

describe('E_CanTp0011 static address bytes of each addressing format', () => {
  const cases: [string, string, string[], boolean, string[]][] = [
    ['normal needs none', 'CANTP_STANDARD', [], false, []],
    ['extended with N_TA', 'CANTP_EXTENDED', ['CanTpNTa'], false, []],
    ['extended without N_TA', 'CANTP_EXTENDED', [], false, [`${RX} CanTpNTa`, `${TX} CanTpNTa`]],
    ['extended without N_TA, generic connections', 'CANTP_EXTENDED', [], true, []],
    ['mixed with N_AE', 'CANTP_MIXED', ['CanTpNAe'], false, []],
    ['mixed without N_AE', 'CANTP_MIXED', [], false, [`${RX} CanTpNAe`, `${TX} CanTpNAe`]],
    [
      'normal fixed without address',
      'CANTP_NORMALFIXED',
      [],
      false,
      [`${RX} CanTpNTa`, `${RX} CanTpNSa`, `${TX} CanTpNTa`, `${TX} CanTpNSa`],
    ],
    ['normal fixed with N_TA only is E_CanTp0009', 'CANTP_NORMALFIXED', ['CanTpNTa'], false, []],
    [
      'mixed 29 bit without address',
      'CANTP_MIXED29BIT',
      [],
      false,
      [
        `${RX} CanTpNTa`,
        `${RX} CanTpNSa`,
        `${RX} CanTpNAe`,
        `${TX} CanTpNTa`,
        `${TX} CanTpNSa`,
        `${TX} CanTpNAe`,
      ],
    ],
    ['mixed 29 bit without address, generic connections', 'CANTP_MIXED29BIT', [], true, []],
  ];
  for (const [name, format, bytes, generic, expected] of cases) {
    it(name, () => {
      const fixture = canTpFixture();
      fixture.set('/CanTp/CanTpGeneral', { CanTpGenericConnectionSupport: generic });
      addNSdu(fixture, 'CanTpRxNSdu', { CanTpRxAddressingFormat: format });
      addNSdu(fixture, 'CanTpTxNSdu', { CanTpTxAddressingFormat: format });
      for (const path of [RX, TX]) for (const address of bytes) fixture.add(path, address);
      expect(ruleRows(fixture, E_CanTp0011, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
