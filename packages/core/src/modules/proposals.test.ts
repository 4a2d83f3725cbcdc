import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerThrowawayModule, THROWAWAY_MODULE } from '../testing/index.js';
import { emptySnapshot, importFile } from './file-configuration.js';
import { modulePlugin, moduleProposal, proposalImporter } from './registry.js';
import type { ContainerValue } from '../ecuc/store-types.js';

/** A proposal is an import of nothing: planned against the project, its containers merged into it. */
describe('module proposals', () => {
  let unregister: () => void;
  beforeAll(() => {
    unregister = registerThrowawayModule();
  });
  afterAll(() => unregister());

  const channel = (id: string, name: string, channelId: string): ContainerValue => ({
    id,
    module: THROWAWAY_MODULE,
    instanceId: 0,
    definitionPath: '/Zzt/ZztChannel',
    parentId: null,
    shortName: name,
    position: 0,
    values: { ZztChannelId: channelId },
    references: {},
    version: 1,
  });

  it('says what the project lacks, and runs once it has it', () => {
    const definitions = [modulePlugin(THROWAWAY_MODULE)!.definition];
    const proposal = moduleProposal(THROWAWAY_MODULE, 'peers')!;
    const empty = emptySnapshot('p');
    expect(proposal.unavailable(empty, definitions)?.en_us).toBe('Add at least one channel first');
    const snapshot = {
      ...empty,
      modules: [{ module: THROWAWAY_MODULE, instanceId: 0, definitionVersion: 1 }],
      containers: [channel('a', 'Front', '3')],
    };
    expect(proposal.unavailable(snapshot, definitions)).toBeUndefined();

    let n = 0;
    const planned = importFile(
      { file: 'peers', bytes: new Uint8Array() },
      { language: 'en_us', snapshot, definitions, newId: () => `n${(n += 1)}` },
      [proposalImporter(THROWAWAY_MODULE, 'peers')!],
    )!;
    const channels = planned.snapshot.containers.map((c) => [
      c.shortName,
      c.values.ZztChannelId,
      c.references,
    ]);
    expect(channels).toEqual([
      ['Front', '3', { ZztChannelPeerRef: ['n1'] }],
      ['Front_Peer', '4', { ZztChannelPeerRef: ['a'] }],
    ]);
  });

  it('knows no proposal a module does not have', () => {
    expect(proposalImporter(THROWAWAY_MODULE, 'nothing')).toBeUndefined();
    expect(proposalImporter('NoSuchModule', 'peers')).toBeUndefined();
  });
});
