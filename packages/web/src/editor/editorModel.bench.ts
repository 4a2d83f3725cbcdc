import { bench, describe } from 'vitest';
import { ECUC_MODULE, MEMIF_MODULE, NVM_MODULE, ProjectFixture } from '@ecuc/core/modules';
import type { ProjectSnapshot } from '@ecuc/core/ecuc';
import { createProjectVerifier } from '@ecuc/core/verify';
import { countFindings } from './badges.js';
import { childrenOf, indexSnapshot, withCandidates } from './snapshotIndex.js';

/** A project with 10,000 NvM blocks (half of them missing their length): what the editor's lists must carry. */
const definitions = [ECUC_MODULE, NVM_MODULE, MEMIF_MODULE];
const fixture = new ProjectFixture(definitions);
for (let i = 1; i < 10_000; i += 1)
  fixture.add(
    '/NvM',
    'NvMBlockDescriptor',
    i % 2 === 0 ? { NvMNvBlockLength: '16', NvMNvramBlockIdentifier: String(i + 2) } : {},
  );
const snapshot: ProjectSnapshot = {
  project: { id: '1', name: 'P', chip: 'TC275' },
  modules: definitions.map((d) => ({ module: d.name, instanceId: 0, definitionVersion: d.version })),
  containers: fixture.containers,
};
const verifier = createProjectVerifier(definitions, { language: 'en_us' });
const result = verifier.verify(snapshot);
const rows = [...result.errList, ...result.warningList];
const block = snapshot.containers.find((c) => c.definitionPath === '/NvM/NvMBlockDescriptor')!;

describe(`editor model on ${snapshot.containers.length} containers, ${rows.length} findings`, () => {
  bench('index the snapshot and list the blocks (new snapshot each time)', () => {
    const next = { ...snapshot };
    indexSnapshot(next);
    childrenOf(next, 'NvM', 0, null, '/NvM/NvMBlockDescriptor');
  });
  bench('count findings per container, definition and module', () => {
    countFindings(snapshot, rows);
  });
  bench('live verification of one typed value (candidate, incremental)', () => {
    verifier.verify(
      withCandidates(snapshot, [
        { ...block, values: { ...block.values, NvMNvBlockLength: String(Math.random()) } },
      ]),
    );
  });
});
