import { describe, expect, it } from 'vitest';
import { ECUC_MODULE, NVM_MODULE, ProjectFixture } from '@ecuc/core/modules';
import type { ProjectSnapshot } from '@ecuc/core/ecuc';
import { LiveVerification } from './liveVerification.js';

const definitions = [ECUC_MODULE, NVM_MODULE];

/** A freshly enabled NvM whose block's length was then cleared: one required value missing. */
function project(): ProjectSnapshot {
  const fixture = new ProjectFixture(definitions);
  const block = fixture.containers.find((c) => c.definitionPath === '/NvM/NvMBlockDescriptor')!;
  const { NvMNvBlockLength: _cleared, ...values } = block.values;
  block.values = values;
  return {
    project: { id: '1', name: 'P', chip: 'TC275' },
    modules: [
      { module: 'EcuC', instanceId: 0, definitionVersion: ECUC_MODULE.version },
      { module: 'NvM', instanceId: 0, definitionVersion: NVM_MODULE.version },
    ],
    containers: fixture.containers,
  };
}

function manualTimers() {
  const pending = new Map<number, () => void>();
  let next = 0;
  return {
    setTimer: (run: () => void) => {
      next += 1;
      pending.set(next, run);
      return next;
    },
    clearTimer: (handle: unknown) => void pending.delete(handle as number),
    fire: () => {
      const runs = [...pending.values()];
      pending.clear();
      for (const run of runs) run();
    },
    get count() {
      return pending.size;
    },
  };
}

describe('LiveVerification', () => {
  it('debounces: many changes, one run after the quiet time', () => {
    const timers = manualTimers();
    const live = new LiveVerification({ definitions, language: 'en_us', ...timers });
    let published = 0;
    live.subscribe(() => (published += 1));
    const snapshot = project();
    live.setSnapshot(snapshot);
    live.setSnapshot({ ...snapshot });
    expect(timers.count).toBe(1);
    expect(published).toBe(0);
    timers.fire();
    expect(published).toBe(1);
    const codes = live.getState().result.errList.map((r) => `${r.code} ${r.param}`);
    expect(codes).toContain('E_0001 NvMNvBlockLength');
  });

  it('re-verifies everything against new definitions (a vendor definition uploaded)', () => {
    const timers = manualTimers();
    const live = new LiveVerification({ definitions: [ECUC_MODULE], language: 'en_us', ...timers });
    live.setSnapshot(project());
    timers.fire();
    const codesOf = () => live.getState().result.errList.map((r) => `${r.code} ${r.param}`);
    expect(codesOf()).not.toContain('E_0001 NvMNvBlockLength');
    live.setDefinitions(definitions);
    expect(timers.count).toBe(1);
    timers.fire();
    expect(codesOf()).toContain('E_0001 NvMNvBlockLength');
    live.setDefinitions(definitions);
    expect(timers.count).toBe(0);
  });

  it('verifies unsaved candidates in place of the stored containers, and forgets them', () => {
    const timers = manualTimers();
    const live = new LiveVerification({ definitions, language: 'en_us', ...timers });
    const snapshot = project();
    live.setSnapshot(snapshot);
    timers.fire();
    const before = live.getState().result.errList.length;
    const block = snapshot.containers.find((c) => c.definitionPath === '/NvM/NvMBlockDescriptor')!;
    live.setCandidates([{ ...block, values: { ...block.values, NvMNvBlockLength: '70000' } }]);
    timers.fire();
    const rows = live.getState().result.errList;
    expect(rows.some((r) => r.code === 'E_0004' && r.param === 'NvMNvBlockLength')).toBe(true);
    expect(rows.length).toBe(before); // missing became too large
    live.setCandidates([{ ...block, values: { ...block.values, NvMNvBlockLength: '8' } }]);
    timers.fire();
    expect(live.getState().result.errList.length).toBe(before - 1);
    live.setCandidates([]);
    timers.fire();
    expect(live.getState().result.errList.length).toBe(before);
  });

  it('answers in the chosen language and runs at once on flush', () => {
    const timers = manualTimers();
    const live = new LiveVerification({ definitions, language: 'en_us', ...timers });
    live.setSnapshot(project());
    expect(live.flush().result.errList[0]?.message).toMatch(/required/);
    live.setLanguage('zh_cn');
    expect(live.flush().result.errList[0]?.message).toMatch(/[\u4e00-\u9fff]/);
    live.setSnapshot(null);
    expect(live.getState().result.errList).toEqual([]);
  });
});
