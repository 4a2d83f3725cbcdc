import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { ARBITRATION, addNamed, choose, refer } from '../bswm-fixture.js';
import { E_BswM0005 } from './E_BswM0005.js';

const COND = `${ARBITRATION}/CondA`;
const MODE = `${COND} BswMConditionMode`;
const TYPE = `${COND} BswMConditionType`;

interface Case {
  /** The port's kind and its source option. */
  port: ['mode' | 'event', string];
  type: string;
  /** The compared value: a BSW mode's text, a mode declaration's path, or none. */
  value?: ['BswMBswMode' | 'BswMModeDeclaration', string];
}

describe('E_BswM0005 a mode condition fits its request port', () => {
  const cases: [string, Case, string[]][] = [
    [
      'ComM indication equals a ComM mode',
      {
        port: ['mode', 'BswMComMIndication'],
        type: 'BSWM_EQUALS',
        value: ['BswMBswMode', 'COMM_FULL_COMMUNICATION'],
      },
      [],
    ],
    [
      'CanSM indication differs from a CanSM mode',
      {
        port: ['mode', 'BswMCanSMIndication'],
        type: 'BSWM_EQUALS_NOT',
        value: ['BswMBswMode', 'CANSM_BSWM_BUS_OFF'],
      },
      [],
    ],
    [
      'ComM indication compared with a CanSM mode',
      {
        port: ['mode', 'BswMComMIndication'],
        type: 'BSWM_EQUALS',
        value: ['BswMBswMode', 'CANSM_BSWM_FULL_COMMUNICATION'],
      },
      [MODE],
    ],
    [
      'a mode port tested as an event',
      { port: ['mode', 'BswMEcuMIndication'], type: 'BSWM_EVENT_IS_SET', value: ['BswMBswMode', 'RUN'] },
      [TYPE],
    ],
    ['a mode port without a value', { port: ['mode', 'BswMEcuMIndication'], type: 'BSWM_EQUALS' }, [MODE]],
    [
      'an event port tested for being set',
      { port: ['event', 'BswMComMInitiateReset'], type: 'BSWM_EVENT_IS_SET' },
      [],
    ],
    [
      'an event port compared with a value',
      { port: ['event', 'BswMComMInitiateReset'], type: 'BSWM_EQUALS', value: ['BswMBswMode', 'X'] },
      [TYPE],
    ],
    [
      'an event port with a value',
      {
        port: ['event', 'BswMPartitionRestarted'],
        type: 'BSWM_EVENT_IS_CLEARED',
        value: ['BswMBswMode', 'X'],
      },
      [MODE],
    ],
    [
      'a SWC mode notification with a mode declaration',
      {
        port: ['mode', 'BswMSwcModeNotification'],
        type: 'BSWM_EQUALS',
        value: ['BswMModeDeclaration', '/Modes/Run'],
      },
      [],
    ],
    [
      'a SWC mode notification with a BSW mode',
      { port: ['mode', 'BswMSwcModeNotification'], type: 'BSWM_EQUALS', value: ['BswMBswMode', 'RUN'] },
      [MODE],
    ],
    [
      'a generic request within its modes',
      { port: ['mode', 'BswMGenericRequest'], type: 'BSWM_EQUALS', value: ['BswMBswMode', '0'] },
      [],
    ],
    [
      'a generic request beyond its modes',
      { port: ['mode', 'BswMGenericRequest'], type: 'BSWM_EQUALS', value: ['BswMBswMode', '1'] },
      [MODE],
    ],
  ];
  for (const [name, c, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      const [kind, source] = c.port;
      const portDef = kind === 'mode' ? 'BswMModeRequestPort' : 'BswMEventRequestPort';
      const port = addNamed(fixture, ARBITRATION, portDef, 'PortA');
      const choice = kind === 'mode' ? 'BswMModeRequestSource' : 'BswMEventRequestSource';
      choose(
        fixture,
        `${ARBITRATION}/PortA`,
        choice,
        source,
        source === 'BswMGenericRequest' ? { BswMRequestedModeMax: '1' } : {},
      );
      addNamed(fixture, ARBITRATION, 'BswMModeCondition', 'CondA', { BswMConditionType: c.type });
      refer(fixture, COND, { BswMConditionMode: [port.id] });
      if (c.value) {
        const [valueKind, text] = c.value;
        const value = choose(fixture, COND, 'BswMConditionValue', valueKind);
        if (valueKind === 'BswMBswMode')
          fixture.replace(value, (v) => ({ ...v, values: { BswMBswRequestedMode: text } }));
        else fixture.replace(value, (v) => ({ ...v, references: { BswMModeValueRef: [text] } }));
      }
      expect(ruleRows(fixture, E_BswM0005, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
