import { describe, expect, it } from 'vitest';
import { readSystemExtras } from './extras.js';

const AR3 = `<?xml version="1.0"?>
<!-- <SW-BASE-TYPE><SHORT-NAME>commented</SHORT-NAME></SW-BASE-TYPE> -->
<AUTOSAR xmlns="http://autosar.org/3.2.3">
  <TOP-LEVEL-PACKAGES>
    <AR-PACKAGE>
      <SHORT-NAME>DataType</SHORT-NAME>
      <ELEMENTS>
        <INTEGER-TYPE>
          <SHORT-NAME>Temp</SHORT-NAME>
          <LOWER-LIMIT INTERVAL-TYPE="CLOSED">-40</LOWER-LIMIT>
          <UPPER-LIMIT INTERVAL-TYPE="CLOSED">215</UPPER-LIMIT>
        </INTEGER-TYPE>
        <COMPU-METHOD>
          <SHORT-NAME>Scale</SHORT-NAME>
          <COMPU-INTERNAL-TO-PHYS><COMPU-SCALES><COMPU-SCALE>
            <LOWER-LIMIT>-5</LOWER-LIMIT>
          </COMPU-SCALE></COMPU-SCALES></COMPU-INTERNAL-TO-PHYS>
        </COMPU-METHOD>
      </ELEMENTS>
      <SUB-PACKAGES>
        <AR-PACKAGE>
          <SHORT-NAME>Base&amp;Types</SHORT-NAME>
          <ELEMENTS>
            <SW-BASE-TYPE>
              <SHORT-NAME>sint8</SHORT-NAME>
              <BASE-TYPE-SIZE>8</BASE-TYPE-SIZE>
              <BASE-TYPE-ENCODING><![CDATA[2C]]></BASE-TYPE-ENCODING>
            </SW-BASE-TYPE>
          </ELEMENTS>
        </AR-PACKAGE>
      </SUB-PACKAGES>
    </AR-PACKAGE>
    <AR-PACKAGE>
      <SHORT-NAME>PDU</SHORT-NAME>
      <ELEMENTS>
        <PAYLOAD><SHORT-NAME>Load</SHORT-NAME><I-PDU-REF>/PDU/Inner</I-PDU-REF></PAYLOAD>
        <SIGNAL-I-PDU>
          <SHORT-NAME>Inner</SHORT-NAME>
          <I-PDU-TIMING-SPECIFICATION><CYCLIC-TIMING><TIME-PERIOD><VALUE>0.02</VALUE></TIME-PERIOD></CYCLIC-TIMING></I-PDU-TIMING-SPECIFICATION>
        </SIGNAL-I-PDU>
      </ELEMENTS>
    </AR-PACKAGE>
  </TOP-LEVEL-PACKAGES>
</AUTOSAR>`;

describe('readSystemExtras', () => {
  const extras = readSystemExtras(new TextEncoder().encode(AR3));

  it('reads base types by AUTOSAR path (entities and CDATA decoded, comments skipped)', () => {
    expect([...extras.baseTypes]).toEqual([['/DataType/Base&Types/sint8', { encoding: '2C', size: 8 }]]);
  });

  it("reads a data type's own lower limit, not a compu scale's", () => {
    expect([...extras.lowerLimits]).toEqual([['/DataType/Temp', '-40']]);
  });

  it('reads the I-PDU a PAYLOAD names and the cyclic timing of a PDU', () => {
    expect([...extras.payloads]).toEqual([['/PDU/Load', '/PDU/Inner']]);
    expect([...extras.cyclePeriods]).toEqual([['/PDU/Inner', 0.02]]);
  });

  it.each([
    ['', 0],
    ['<AUTOSAR><AR-PACKAGES><AR-PACKAGE><SHORT-NAME>P</SHORT-NAME>', 0],
    ['</A></B><SW-BASE-TYPE><SHORT-NAME>x</SHORT-NAME><BASE-TYPE-ENCODING>IEEE754', 0],
    [
      '<SW-BASE-TYPE><SHORT-NAME>x</SHORT-NAME><BASE-TYPE-ENCODING>IEEE754</BASE-TYPE-ENCODING></SW-BASE-TYPE>',
      1,
    ],
  ])('never throws on broken text (%#)', (text, baseTypes) => {
    expect(readSystemExtras(text).baseTypes.size).toBe(baseTypes);
  });
});
