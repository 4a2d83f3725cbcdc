import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROWAWAY_MODULE, THROWAWAY_PLUGIN } from '@ecuc/core/testing';
import { testBackends, type TestApp, type TestClient, throwawayModuleApp } from '../testing/test-app.js';
import { snapshotFromMessage } from '../work/snapshot.js';
import { definitionsFor } from './definitions.js';
import { configurationFingerprint, loadSnapshot, loadSnapshotForWork } from './store.js';

const prefix = THROWAWAY_PLUGIN.catalogue!.apiPrefix;

describe.each(testBackends)('the stored configuration on %s', (backend) => {
  let app: TestApp;
  let user: TestClient & { userId: number; projectId: number };
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, user, close } = await throwawayModuleApp(
      backend,
      { email: 'store@example.com', name: 'Store' },
      'Store ECU',
    ));
    await user.post('/module/updateData', { module: THROWAWAY_MODULE, enabled: true });
    for (const shortName of ['Zeta', 'Alpha', 'Mid'])
      expect(
        (
          await user.post(`/${prefix}/addData`, {
            definitionPath: `/${THROWAWAY_MODULE}/ZztChannel`,
            shortName,
          })
        ).json.state,
      ).toBe(200);
  });
  afterAll(async () => {
    await close();
  });

  it('gives a work thread the same configuration as the request thread reads, as JSON texts', async () => {
    const definitions = await definitionsFor(app.services, user.projectId);
    const read = await loadSnapshot(app.services.db, user.projectId, definitions);
    const message = await loadSnapshotForWork(app.services.db, user.projectId, definitions);
    expect(message.containersJson.every((page) => typeof page === 'string')).toBe(true);
    expect(read.containers.filter((c) => c.module === THROWAWAY_MODULE)).toHaveLength(3);
    expect(snapshotFromMessage(message)).toEqual(read);
  });

  it('reads the configuration for a work thread a page per statement, put back in tree order', async () => {
    const definitions = await definitionsFor(app.services, user.projectId);
    const read = await loadSnapshot(app.services.db, user.projectId, definitions);
    const message = await loadSnapshotForWork(app.services.db, user.projectId, definitions, 2);
    expect(message.containersJson.length).toBeGreaterThanOrEqual(2);
    expect(snapshotFromMessage(message)).toEqual(read);
  });

  it('has a fingerprint that changes with every write to the configuration', async () => {
    const db = app.services.db;
    const before = await configurationFingerprint(db, user.projectId);
    expect(await configurationFingerprint(db, user.projectId)).toBe(before);
    const list = await user.post(`/${prefix}/getProjectIdListData`, {});
    const channel = (list.json.data as { id: string; version: number }[])[0]!;
    const updated = await user.post(`/${prefix}/updateIdData`, {
      id: channel.id,
      version: channel.version,
      values: { ZztChannelLength: '7' },
    });
    expect(updated.json.state).toBe(200);
    const afterUpdate = await configurationFingerprint(db, user.projectId);
    expect(afterUpdate).not.toBe(before);
    await user.post('/module/updateData', { module: THROWAWAY_MODULE, enabled: false });
    expect(await configurationFingerprint(db, user.projectId)).not.toBe(afterUpdate);
  });
});
