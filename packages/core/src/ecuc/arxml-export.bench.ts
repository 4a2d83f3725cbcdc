/**
 * ECUC values export of a generated project of some 20,000 values (NvM blocks with every parameter
 * set and a reference each), against the reference in the same run: reading the same text back
 * (readArxml + containersFromArxml).
 *
 * npx vitest bench --run --project core packages/core/src/ecuc/arxml-export.bench.ts
 */
import { bench, describe } from 'vitest';
import { readArxml, writeEcucValues } from '../formats/arxml/index.js';
import { MODULE_DEFINITIONS, NVM_MODULE, ProjectFixture } from '../modules/index.js';
import { exportEcucValues } from './arxml-export.js';
import { containersFromArxml } from './arxml-import.js';
import { newContainerWithDefaults } from './defaults.js';
import { indexModuleDef } from './definition-index.js';
import type { ProjectSnapshot } from './store-types.js';

const BLOCKS = 560;

function generatedProject(): ProjectSnapshot {
  const fixture = new ProjectFixture(MODULE_DEFINITIONS);
  const blockDef = indexModuleDef(NVM_MODULE).containers.get('/NvM/NvMBlockDescriptor');
  if (!blockDef) throw new Error('NvMBlockDescriptor missing');
  let nextId = 0;
  const names: string[] = [];
  let previous: string | undefined;
  for (let i = 0; i < BLOCKS; i += 1) {
    const [block, ...rest] = newContainerWithDefaults(blockDef.def, blockDef.path, {
      module: 'NvM',
      instanceId: 0,
      parentId: null,
      siblingNames: names,
      position: i + 1,
      newId: () => `b${(nextId += 1)}`,
    });
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
      NvMSelectBlockForReadAll: true,
      NvMSelectBlockForWriteAll: true,
      NvMSingleBlockCallback: `Nv_JobEnd_${i}`,
      NvMWriteRamBlockToNvCallback: `Nv_WriteBlock_${i}`,
      NvMWriteVerificationDataSize: '4',
    });
    for (const child of rest) {
      const info = indexModuleDef(NVM_MODULE).containers.get(child.definitionPath);
      const ref = info?.references[0];
      if (ref && previous) child.references[ref.name] = [previous];
    }
    previous = block.id;
    fixture.containers.push(block, ...rest);
  }
  return fixture.snapshot();
}

const snapshot = generatedProject();
const values = snapshot.containers.reduce(
  (n, c) => n + Object.keys(c.values).length + Object.keys(c.references).length,
  0,
);
const text = writeEcucValues(exportEcucValues(snapshot, MODULE_DEFINITIONS).modules);
console.log(
  `generated project: ${snapshot.containers.length} containers, ${values} values; ` +
    `export ${(text.length / 1024 / 1024).toFixed(1)} MB of ARXML`,
);

describe('ECUC values export (20,000 values)', () => {
  bench('exportEcucValues (snapshot to values model)', () => {
    exportEcucValues(snapshot, MODULE_DEFINITIONS);
  });
  bench('exportEcucValues + writeEcucValues (snapshot to text)', () => {
    writeEcucValues(exportEcucValues(snapshot, MODULE_DEFINITIONS).modules);
  });
  bench('reference: readArxml + containersFromArxml of the same text', () => {
    const read = readArxml(text, 'bench.arxml');
    containersFromArxml(read.model?.ecucValues ?? [], MODULE_DEFINITIONS, { file: 'bench.arxml' });
  });
});
