import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { E_Com0004 } from './E_Com0004.js';

const CONFIG = '/Com/ComConfig';

describe('E_Com0004 unique handle ids', () => {
  const cases: [string, (fixture: ProjectFixture) => void, string[]][] = [
    [
      'signals with distinct ids',
      (f) => {
        f.add(CONFIG, 'ComSignal', { ComHandleId: '0' });
        f.add(CONFIG, 'ComSignal', { ComHandleId: '1' });
      },
      [],
    ],
    [
      'two signals with one id',
      (f) => {
        f.add(CONFIG, 'ComSignal', { ComHandleId: '3' });
        f.add(CONFIG, 'ComSignal', { ComHandleId: '3' });
      },
      [`${CONFIG}/ComSignal_1 ComHandleId`],
    ],
    [
      'a group signal repeating a signal id',
      (f) => {
        f.add(CONFIG, 'ComSignal', { ComHandleId: '0' });
        f.add(CONFIG, 'ComSignalGroup', { ComHandleId: '0' });
        f.add(`${CONFIG}/ComSignalGroup_0`, 'ComGroupSignal', { ComHandleId: '0' });
      },
      [`${CONFIG}/ComSignalGroup_0/ComGroupSignal_0 ComHandleId`],
    ],
    [
      'two signal groups with one id',
      (f) => {
        f.add(CONFIG, 'ComSignalGroup', { ComHandleId: '1' });
        f.add(CONFIG, 'ComSignalGroup', { ComHandleId: '1' });
      },
      [`${CONFIG}/ComSignalGroup_1 ComHandleId`],
    ],
    [
      'one id for a received and a sent I-PDU',
      (f) => {
        f.add(CONFIG, 'ComIPdu', { ComIPduDirection: 'RECEIVE', ComIPduHandleId: '0' });
        f.add(CONFIG, 'ComIPdu', { ComIPduDirection: 'SEND', ComIPduHandleId: '0' });
      },
      [],
    ],
    [
      'one id for two sent I-PDUs (SEND by default)',
      (f) => {
        f.add(CONFIG, 'ComIPdu', { ComIPduHandleId: '2' });
        f.add(CONFIG, 'ComIPdu', { ComIPduDirection: 'RECEIVE', ComIPduHandleId: '2' });
        f.add(CONFIG, 'ComIPdu', { ComIPduHandleId: '2' });
      },
      [`${CONFIG}/ComIPdu_2 ComIPduHandleId`],
    ],
    [
      'two I-PDU groups with one id',
      (f) => {
        f.add(CONFIG, 'ComIPduGroup', { ComIPduGroupHandleId: '0' });
        f.add(CONFIG, 'ComIPduGroup', { ComIPduGroupHandleId: '0' });
      },
      [`${CONFIG}/ComIPduGroup_1 ComIPduGroupHandleId`],
    ],
    [
      'ids left empty',
      (f) => {
        f.add(CONFIG, 'ComSignal');
        f.add(CONFIG, 'ComSignal');
      },
      [],
    ],
  ];
  for (const [name, edit, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      edit(fixture);
      expect(ruleRows(fixture, E_Com0004, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
