/**
 * Verification budget: a generated project with 20,000 parameter values verified in full under
 * 100 ms, and re-verified after one edit under 16 ms (one frame).
 */
import { bench, describe } from 'vitest';
import { newContainerWithDefaults } from '../ecuc/defaults.js';
import { indexModuleDef } from '../ecuc/definition-index.js';
import type { ContainerValue, ProjectSnapshot } from '../ecuc/store-types.js';
import { MODULE_DEFINITIONS, NVM_MODULE, ProjectFixture } from '../modules/index.js';
import { createProjectVerifier, verifyProject } from './engine.js';
import { measure } from './bench-timing.js';

const BLOCKS = 560;

/** NvM blocks with every parameter set (40 values each), plus the default EcuC, NvM and MemIf containers. */
function generatedProject(): ProjectSnapshot {
  const fixture = new ProjectFixture(MODULE_DEFINITIONS);
  const blockDef = indexModuleDef(NVM_MODULE).containers.get('/NvM/NvMBlockDescriptor');
  if (!blockDef) throw new Error('NvMBlockDescriptor missing');
  let nextId = 0;
  const names: string[] = [];
  for (let i = 0; i < BLOCKS; i += 1) {
    const created = newContainerWithDefaults(blockDef.def, blockDef.path, {
      module: 'NvM',
      instanceId: 0,
      parentId: null,
      siblingNames: names,
      position: i + 1,
      newId: () => `g${(nextId += 1)}`,
    });
    const [block, ...rest] = created;
    if (!block) continue;
    names.push(block.shortName);
    Object.assign(block.values, {
      NvMNvBlockLength: String(8 + (i % 200)),
      NvMNvramBlockIdentifier: String(i + 2),
      NvMBlockCrcType: 'NVM_CRC16',
      NvMBlockHeaderInclude: 'Rte_NvM.h',
      NvMCalcRamBlockCrc: false,
      NvMInitBlockCallback: `Nv_InitBlock_${i}`,
      NvMRamBlockDataAddress: `&NvRamBlock_${i}`,
      NvMReadRamBlockFromNvCallback: `Nv_ReadBlock_${i}`,
      NvMRomBlockDataAddress: `&NvRomBlock_${i}`,
      NvMSelectBlockForFirstInitAll: true,
      NvMSelectBlockForReadAll: true,
      NvMSelectBlockForWriteAll: true,
      NvMSingleBlockCallback: `Nv_JobEnd_${i}`,
      NvMWriteRamBlockToNvCallback: `Nv_WriteBlock_${i}`,
      NvMWriteVerificationDataSize: '4',
    });
    fixture.containers.push(block, ...rest);
  }
  return fixture.snapshot();
}

function countValues(containers: readonly ContainerValue[]): number {
  let count = 0;
  for (const c of containers) count += Object.keys(c.values).length + Object.keys(c.references).length;
  return count;
}

const snapshot = generatedProject();
const valueCount = countValues(snapshot.containers);
const fullStart = performance.now();
const fullResult = verifyProject(snapshot, MODULE_DEFINITIONS);
console.log(
  `generated project: ${snapshot.containers.length} containers, ${valueCount} values; ` +
    `first full verification ${(performance.now() - fullStart).toFixed(1)} ms, ` +
    `${fullResult.errList.length} errors, ${fullResult.warningList.length} warnings`,
);

{
  const full = measure(30, () => verifyProject(snapshot, MODULE_DEFINITIONS));
  const verifier = createProjectVerifier(MODULE_DEFINITIONS);
  verifier.verify(snapshot);
  const blocks = snapshot.containers.filter((c) => c.definitionPath === '/NvM/NvMBlockDescriptor');
  let edit = 0;
  const incremental = measure(100, () => {
    edit += 1;
    const target = blocks[edit % blocks.length] as ContainerValue;
    const index = snapshot.containers.indexOf(target);
    snapshot.containers[index] = { ...target, values: { ...target.values, NvMNvBlockLength: String(edit) } };
    verifier.verify(snapshot);
    snapshot.containers[index] = target;
  });
  console.log(
    `full verification: median ${full.median.toFixed(2)} ms, worst ${full.worst.toFixed(2)} ms (budget 100 ms)\n` +
      `one edit re-verified: median ${incremental.median.toFixed(2)} ms, worst ${incremental.worst.toFixed(2)} ms (budget 16 ms)`,
  );
}

describe(`verification of ${valueCount} values`, () => {
  bench(
    'full verification (budget 100 ms)',
    () => {
      verifyProject(snapshot, MODULE_DEFINITIONS);
    },
    { time: 1000 },
  );

  const verifier = createProjectVerifier(MODULE_DEFINITIONS);
  verifier.verify(snapshot);
  const blocks = snapshot.containers.filter((c) => c.definitionPath === '/NvM/NvMBlockDescriptor');
  let edit = 0;
  bench(
    'one edit re-verified (budget 16 ms)',
    () => {
      edit += 1;
      const target = blocks[edit % blocks.length] as ContainerValue;
      const index = snapshot.containers.indexOf(target);
      const edited: ContainerValue = {
        ...target,
        values: { ...target.values, NvMNvBlockLength: String(1 + (edit % 60000)) },
        version: target.version + edit,
      };
      snapshot.containers[index] = edited;
      verifier.verify(snapshot);
    },
    { time: 1000 },
  );
});
