import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessCode } from '@ecuc/core/api';
import { testBackends, type TestClient, throwawayModuleApp } from '../testing/test-app.js';

/**
 * A module's proposal (the throwaway module's: a peer for every channel without one) listed with what the
 * project lacks, previewed without writing, refused while it cannot run, and written in one transaction.
 */
describe.each(testBackends)('module proposals on %s', (backend) => {
  let user: TestClient & { userId: number; projectId: number };
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ user, close } = await throwawayModuleApp(
      backend,
      { email: 'proposal@example.com', name: 'Proposal' },
      'Proposal ECU',
    ));
    await user.post('/module/updateData', { module: 'Zzt', enabled: true });
  });
  afterAll(async () => {
    await close();
  });

  const channels = async () =>
    (
      (await user.post('/zzt/getProjectIdListData', {})).json.data as {
        shortName: string;
        references: { ZztChannelPeerRef?: string[] };
      }[]
    )
      .map((c) => `${c.shortName}:${(c.references.ZztChannelPeerRef ?? []).length}`)
      .sort();

  it('lists the proposal with what the project lacks, in the request’s language', async () => {
    const list = await user.post('/module/getProposalList', { module: 'Zzt' });
    expect(list.json).toMatchObject({
      state: 200,
      data: [{ id: 'peers', unavailable: expect.any(String) }],
    });
    expect((await user.post('/module/getProposalList', { module: 'NoSuch' })).json.state).toBe(
      BusinessCode.IllegalValue,
    );
  });

  it('refuses to run while the project lacks what it needs, and an unknown proposal', async () => {
    user.language = 'en_us';
    const refused = await user.post('/module/propose', { module: 'Zzt', proposal: 'peers', mode: 'preview' });
    user.language = undefined;
    expect(refused.json).toMatchObject({
      state: BusinessCode.InsufficientReferences,
      message: 'Add at least one channel first',
    });
    const unknown = await user.post('/module/propose', { module: 'Zzt', proposal: 'nothing' });
    expect(unknown.json.state).toBe(BusinessCode.IllegalValue);
  });

  it('previews without writing, then writes what it proposed', async () => {
    await user.post('/zzt/addData', { definitionPath: '/Zzt/ZztChannel', values: { ZztChannelId: '3' } });
    const list = await user.post('/module/getProposalList', { module: 'Zzt' });
    expect(list.json.data[0].unavailable).toBeNull();
    const preview = await user.post('/module/propose', { module: 'Zzt', proposal: 'peers', mode: 'preview' });
    expect(preview.json).toMatchObject({ state: 200, data: { applied: false, created: 1, changed: 1 } });
    expect(await channels()).toEqual(['ZztChannel_0:0']);
    const applied = await user.post('/module/propose', { module: 'Zzt', proposal: 'peers', mode: 'apply' });
    expect(applied.json).toMatchObject({ state: 200, data: { applied: true, created: 1 } });
    expect(await channels()).toEqual(['ZztChannel_0:1', 'ZztChannel_0_Peer:1']);
    // Nothing left to propose: the proposal writes nothing more.
    const again = await user.post('/module/propose', { module: 'Zzt', proposal: 'peers', mode: 'preview' });
    expect(again.json.data).toMatchObject({ created: 0, changed: 0 });
  });

  it('checks the body', async () => {
    expect((await user.post('/module/propose', { module: 'Zzt' })).json.state).toBe(1030);
  });
});
