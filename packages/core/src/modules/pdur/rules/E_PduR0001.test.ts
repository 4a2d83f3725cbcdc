import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_PduR0001 } from './E_PduR0001.js';
import { PATHS, routingFixture } from './routing-fixture.js';

const DEST = `${PATHS}/PduRRoutingPath_0/PduRDestPdu`;

describe('E_PduR0001 source PDU shorter than the destination Tx buffer', () => {
  // [name, source PduLength, buffer max length per destination ('' for no buffer), expected rows]
  const cases: [string, string, string[], string[]][] = [
    ['8-byte source, 64-byte buffer', '8', ['64'], []],
    ['64-byte source, 8-byte buffer', '64', ['8'], [`${DEST}_0 PduRDestTxBufferRef`]],
    ['source as long as the buffer', '8', ['8'], [`${DEST}_0 PduRDestTxBufferRef`]],
    ['second destination too small', '12', ['16', '12'], [`${DEST}_1 PduRDestTxBufferRef`]],
    ['destination without buffer', '64', [''], []],
    ['source length unknown', '', ['8'], []],
  ];
  for (const [name, length, buffers, expected] of cases) {
    it(name, () => {
      const { fixture } = routingFixture(
        [length, '8', '8'],
        [{ source: 0, destinations: buffers.map((_, i) => i + 1) }],
      );
      buffers.forEach((max, i) => {
        if (max === '') return;
        const buffer = fixture.add(PATHS, 'PduRTxBuffer', { PduRPduMaxLength: max });
        fixture.set(`${DEST}_${i}`, {}, { PduRDestTxBufferRef: [buffer.id] });
      });
      expect(ruleRows(fixture, E_PduR0001, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
