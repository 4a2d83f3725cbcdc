import { describe, expect, it } from 'vitest';
import { verifyProject } from '../../verify/engine.js';
import { MODULE_DEFINITIONS, ProjectFixture } from '../index.js';
import { LINIF_PATHS } from './definition.js';
import { LINIF_GLOBAL, linChannels } from './lin-channel-fixture.js';

const CHANNEL = `${LINIF_GLOBAL}/LinIfChannel_0`;

describe('LIN master channels', () => {
  it('a fresh channel is a master, a fresh frame has an internal PDU direction', () => {
    const fixture = new ProjectFixture(MODULE_DEFINITIONS);
    fixture.add(LINIF_GLOBAL, 'LinIfChannel');
    fixture.add(CHANNEL, 'LinIfFrame');
    const paths = fixture.containers.filter((c) => c.module === 'LinIf').map((c) => c.definitionPath);
    expect(paths).toContain(LINIF_PATHS.master);
    expect(paths).not.toContain(LINIF_PATHS.slave);
    expect(paths).toContain(`${LINIF_PATHS.frame}/LinIfPduDirection/LinIfInternalPdu`);
  });

  it('verify with driver, transceiver, frames and schedule, their Pdus used by LinIf only', () => {
    const result = verifyProject(linChannels(MODULE_DEFINITIONS, 2).snapshot(), MODULE_DEFINITIONS, {
      language: 'en_us',
    });
    expect(result.errList.map((r) => `${r.code} ${r.path} ${r.param ?? ''}`)).toEqual([]);
    // Each Pdu has its lower user (LinIf) and no upper one yet.
    expect(result.warningList.map((r) => r.code)).toEqual(Array<string>(4).fill('W_EcuC0001'));
  });

  it('find a frame id beyond 63, a length beyond 8 and a schedule entry without its frame', () => {
    const fixture = linChannels(MODULE_DEFINITIONS);
    fixture.set(`${CHANNEL}/LinIfFrame_0`, { LinIfFrameId: '64', LinIfLength: '9' });
    fixture.set(`${CHANNEL}/LinIfScheduleTable_0/LinIfEntry_1`, {}, { LinIfFrameRef: [] });
    const result = verifyProject(fixture.snapshot(), MODULE_DEFINITIONS, { language: 'en_us' });
    expect(result.errList.map((r) => `${r.path} ${r.param ?? ''}`).sort()).toEqual([
      `${CHANNEL}/LinIfFrame_0 LinIfFrameId`,
      `${CHANNEL}/LinIfFrame_0 LinIfLength`,
      `${CHANNEL}/LinIfScheduleTable_0/LinIfEntry_1 LinIfFrameRef`,
    ]);
  });
});
