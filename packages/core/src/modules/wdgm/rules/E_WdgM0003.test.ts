import { describe, expect, it } from 'vitest';
import { MODULE_DEFINITIONS, ProjectFixture } from '../../index.js';
import { ruleRows } from '../../rule-harness.js';
import { ENTITY } from '../graph-fixture.js';
import { E_WdgM0003 } from './E_WdgM0003.js';

describe('E_WdgM0003 unique supervised entity ids, checkpoint ids unique per entity', () => {
  /** Per supervised entity: its id and its checkpoints' ids. */
  const cases: [string, [string, string[]][], string[]][] = [
    ['one entity', [['0', ['0']]], []],
    [
      'distinct everywhere',
      [
        ['0', ['0', '1']],
        ['1', ['2', '3']],
      ],
      [],
    ],
    [
      'checkpoint ids repeat across entities',
      [
        ['0', ['0', '1']],
        ['1', ['0', '1']],
      ],
      [],
    ],
    [
      'checkpoint id twice in one entity',
      [['0', ['0', '1', '1']]],
      [`${ENTITY}_0/WdgMCheckpoint_2 WdgMCheckpointId`],
    ],
    [
      'entity id twice',
      [
        ['3', ['0']],
        ['3', ['0']],
      ],
      [`${ENTITY}_1 WdgMSupervisedEntityId`],
    ],
  ];
  for (const [name, entities, expected] of cases) {
    it(name, () => {
      const fixture = new ProjectFixture(MODULE_DEFINITIONS);
      entities.forEach(([entityId, checkpointIds], n) => {
        const path = `${ENTITY}_${n}`;
        if (n > 0) fixture.add('/WdgM/WdgMGeneral', 'WdgMSupervisedEntity');
        fixture.set(path, { WdgMSupervisedEntityId: entityId });
        checkpointIds.forEach((id, k) => {
          if (k > 0) fixture.add(path, 'WdgMCheckpoint');
          fixture.set(`${path}/WdgMCheckpoint_${k}`, { WdgMCheckpointId: id });
        });
      });
      expect(ruleRows(fixture, E_WdgM0003, MODULE_DEFINITIONS)).toEqual(expected);
    });
  }
});
