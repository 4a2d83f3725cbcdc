/**
 * Verification budget of the CAN communication stack: a project with 500 Com I-PDUs and 2,000 signals
 * (with their EcuC Pdus, CanIf PDUs and PduR routing paths) verified in full under 50 ms in Node, and
 * re-verified after one signal edit under 16 ms (one frame, as the browser's live verification does).
 * The reference in the same run: the same project's full verification against the one-edit run, and the
 * Com layout view alone (the part of the Com checks that grows with the signals).
 */
import { bench, describe } from 'vitest';
import type { ContainerValue } from '../ecuc/store-types.js';
import { generatedCanStack } from '../modules/can-channel-fixture.js';
import { COM_LAYOUT_VIEW } from '../modules/com/layout.js';
import { MODULE_DEFINITIONS } from '../modules/index.js';
import { createProjectVerifier, verifyProject } from './engine.js';
import { snapshotReader } from './views.js';
import { measure } from './bench-timing.js';

const fixture = generatedCanStack(MODULE_DEFINITIONS, { ipdus: 500, signalsPerIPdu: 4 });
const definitions = fixture.definitions;
const snapshot = fixture.snapshot();
const signals = snapshot.containers.filter((c) => c.definitionPath === '/Com/ComConfig/ComSignal');
const first = verifyProject(snapshot, definitions);
console.log(
  `generated CAN stack: ${snapshot.containers.length} containers, ${signals.length} Com signals; ` +
    `${first.errList.length} errors, ${first.warningList.length} warnings`,
);

/** One signal edit: a new bit size on one signal (still inside its bits), as a new snapshot object. */
function editSignal(edit: number): void {
  const target = signals[edit % signals.length] as ContainerValue;
  const index = snapshot.containers.indexOf(target);
  const edited: ContainerValue = {
    ...target,
    values: { ...target.values, ComBitSize: String(8 + (edit % 8)) },
    version: target.version + edit,
  };
  snapshot.containers[index] = edited;
  signals[edit % signals.length] = edited;
}

{
  const full = measure(30, () => verifyProject(snapshot, definitions));
  const layout = measure(30, () =>
    COM_LAYOUT_VIEW.compute(snapshotReader({ ...snapshot }, definitions, 'Com', ['Com', 'EcuC'])),
  );
  const verifier = createProjectVerifier(definitions);
  verifier.verify(snapshot);
  let edit = 0;
  const incremental = measure(100, () => {
    editSignal((edit += 1));
    verifier.verify(snapshot);
  });
  console.log(
    `full verification: median ${full.median.toFixed(2)} ms, worst ${full.worst.toFixed(2)} ms (budget 50 ms)\n` +
      `Com layout view alone: median ${layout.median.toFixed(2)} ms\n` +
      `one signal edit re-verified: median ${incremental.median.toFixed(2)} ms, worst ${incremental.worst.toFixed(2)} ms (budget 16 ms)`,
  );
}

describe(`verification of a CAN stack with ${signals.length} Com signals`, () => {
  bench(
    'full verification (budget 50 ms)',
    () => {
      verifyProject(snapshot, definitions);
    },
    { time: 1000 },
  );

  const verifier = createProjectVerifier(definitions);
  verifier.verify(snapshot);
  let edit = 0;
  bench(
    'one signal edit re-verified (budget 16 ms)',
    () => {
      editSignal((edit += 1));
      verifier.verify(snapshot);
    },
    { time: 1000 },
  );
});
