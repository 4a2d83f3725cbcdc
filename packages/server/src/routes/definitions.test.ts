import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULE_CATALOGUE } from '@ecuc/core/catalogue';
import { insertContainers } from '../configuration/store.js';
import {
  createTestApp,
  userWithProject,
  testBackends,
  type TestApp,
  type TestClient,
} from '../testing/test-app.js';

const CORPUS = new URL('../../../../../shared/corpus/arxml/own/', import.meta.url);
const BSWMD = readFileSync(new URL('VendorCdd_ParamDef.arxml', CORPUS));

interface CheckRow {
  code: string;
  path: string;
  message: string;
}

describe.each(testBackends)('vendor module definitions (BSWMD) on %s', (backend) => {
  let app: TestApp;
  let user: TestClient & { userId: number };

  beforeAll(async () => {
    app = await createTestApp(backend);
    user = await userWithProject(app, 'bswmd@example.com', 'Vendor', {
      name: 'Sensor ECU',
      chip: 'TC275',
      compiler: 'tasking',
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const upload = async (name: string, content: string | Buffer, query = '') =>
    (await user.upload(`/ecuc/uploadDefinition${query}`, { name, content })).json;

  const check = async () => {
    const answer = await user.post('/generate/check');
    expect(answer.json.state).toBe(200);
    return answer.json.data as { errList: CheckRow[]; warningList: CheckRow[] };
  };

  it('refuses another extension (1044), an unreadable file with its position (1043) and > 10 MB (1051)', async () => {
    expect((await upload('cdd.xml', BSWMD)).state).toBe(1044);
    const broken = await upload(
      'broken.arxml',
      '<?xml version="1.0"?>\n<AUTOSAR>\n  <AR-PACKAGES>\n</AUTOSAR>',
    );
    expect(broken.state).toBe(1043);
    expect(broken.message).toMatch(/^\d+:\d+: /);
    expect((await upload('big.arxml', Buffer.alloc(10 * 1024 * 1024 + 1, 0x20))).state).toBe(1051);
    expect((await upload('cdd.arxml', BSWMD, '?module=NvM')).state).not.toBe(200);
    expect((await user.post('/ecuc/getDefinitionList')).json.data).toEqual([]);
  });

  it('refuses a definition of another module on a module’s page, naming both; takes one of that module', async () => {
    const shipped = new Set(app.services.definitions.map((d) => d.name));
    const target = MODULE_CATALOGUE.find(
      (m) => (m.kind ?? 'module') === 'module' && !m.vendorNamedDefinition && !shipped.has(m.name),
    )!;
    user.language = 'en_us';
    const refused = await upload('VendorCdd_ParamDef.arxml', BSWMD, `?module=${target.name}`);
    user.language = undefined;
    expect(refused).toMatchObject({
      state: 1032,
      data: { field: 'module', defined: 'AcmeSensorCdd', module: target.name },
    });
    expect(refused.message).toContain('AcmeSensorCdd');
    expect(refused.message).toContain(target.name);
    expect((await user.post('/ecuc/getDefinitionList')).json.data).toEqual([]);
    const own = BSWMD.toString('utf8').replace(
      '<SHORT-NAME>AcmeSensorCdd</SHORT-NAME>',
      `<SHORT-NAME>${target.name}</SHORT-NAME>`,
    );
    const previewed = await upload('own.arxml', own, `?module=${target.name}&mode=preview`);
    expect(previewed).toMatchObject({ state: 200, data: { applied: false, definedModule: target.name } });
    expect((await user.post('/ecuc/getDefinitionList')).json.data).toEqual([]);
  });

  it('takes the first ECUC-MODULE-DEF as the definition of CDD, under /CDD paths', async () => {
    const answer = await upload('VendorCdd_ParamDef.arxml', BSWMD);
    expect(answer).toMatchObject({ state: 200, data: { module: 'CDD', containers: 6, diagnostics: [] } });
    expect(answer.data.parameters).toBeGreaterThan(10);
    expect(answer.data.references).toBeGreaterThan(3);
    const list = (await user.post('/ecuc/getDefinitionList')).json.data as {
      module: string;
      sourceName: string;
      definition: { name: string; moduleId: number; instanceBased?: boolean; containers: { name: string }[] };
      ui: Record<string, unknown>;
    }[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      module: 'CDD',
      sourceName: 'VendorCdd_ParamDef.arxml',
      definition: { name: 'CDD', moduleId: 320, instanceBased: true },
    });
    expect(list[0]!.definition.containers.map((c) => c.name)).toEqual(['AcmeGeneral', 'AcmeChannel']);
    expect(Object.keys(list[0]!.ui).every((path) => path.startsWith('/CDD'))).toBe(true);
  });

  it('switches CDD instance 0 on with the mandatory containers, adds a container with its defaults', async () => {
    const enabled = await user.post('/module/updateData', { module: 'CDD', enabled: true, instances: [0] });
    expect(enabled.json.state).toBe(200);
    const tree = await user.post('/cdd/getProjectIdListData', { instanceId: 0 });
    expect(tree.json.state).toBe(200);
    expect(JSON.stringify(tree.json.data)).toContain('/CDD/AcmeGeneral');
    const added = await user.post('/cdd/addData', { definitionPath: '/CDD/AcmeChannel', instanceId: 0 });
    expect(added.json.state).toBe(200);
    // AcmeChannel has lower multiplicity 1: switching the module on made the first one.
    expect(added.json.data.container).toMatchObject({
      module: 'CDD',
      definitionPath: '/CDD/AcmeChannel',
      shortName: 'AcmeChannel_1',
    });
  });

  it('verifies the configuration against the vendor definition', async () => {
    const before = await check();
    expect(before.errList.filter((row) => /^E_000[45]$/.test(row.code))).toEqual([]);
    const list = await user.post('/cdd/getProjectIdListData', {
      instanceId: 0,
      definitionPath: '/CDD/AcmeGeneral',
    });
    const general = (list.json.data as { id: string; version: number }[])[0];
    expect(general).toBeDefined();
    const changed = await user.post('/cdd/updateIdData', {
      id: general!.id,
      version: general!.version,
      values: { AcmeVendorTag: 'A-VENDOR-TAG-FAR-TOO-LONG' },
    });
    expect(changed.json.state).toBe(200);
    const after = await check();
    const range = after.errList.filter((row) => /^E_000[45]$/.test(row.code));
    expect(range).toHaveLength(1);
    expect(range[0]!.path).toContain('AcmeGeneral');
  });

  it('a project copy and a merge carry the vendor definition with the module', async () => {
    const sourceId = user.projectId!;
    const copied = await user.post('/vkproject/projectCopy', { id: sourceId });
    expect(copied.json.state).toBe(200);
    const target = await user.post('/vkproject/addData', {
      name: 'Merge target',
      chip: 'TC275',
      compiler: 'tasking',
    });
    const targetId = target.json.data.id as number;
    const merged = await user.post('/vkproject/projectMerge', { sourceId, targetId });
    expect(merged.json.state).toBe(200);
    expect(merged.json.data.merged).toContain('CDD');
    for (const projectId of [copied.json.data.id as number, targetId]) {
      user.projectId = projectId;
      const list = (await user.post('/ecuc/getDefinitionList')).json.data as { module: string }[];
      expect(list.map((row) => row.module)).toEqual(['CDD']);
      const channels = await user.post('/cdd/getProjectIdListData', {
        instanceId: 0,
        definitionPath: '/CDD/AcmeChannel',
      });
      expect(channels.json.data).toHaveLength(2);
    }
    user.projectId = sourceId;
  });

  it('imports ECUC values written against the vendor paths into the module, and exports them so again', async () => {
    const sourceId = user.projectId!;
    const fresh = await user.post('/vkproject/addData', {
      name: 'Values ECU',
      chip: 'TC275',
      compiler: 'tasking',
    });
    user.projectId = fresh.json.data.id as number;
    expect((await upload('VendorCdd_ParamDef.arxml', BSWMD)).state).toBe(200);
    const values = readFileSync(new URL('AcmeSensorCdd_EcucValues.arxml', CORPUS), 'utf8');
    const imported = await user.post('/ecuc/importArxml', {
      content: values,
      fileName: 'AcmeSensorCdd_EcucValues.arxml',
      acceptErrors: true,
    });
    expect(imported.json.state).toBe(200);
    expect(imported.json.data.enabledModules).toEqual(['CDD']);
    expect(imported.json.data.created).toBe(10);
    // Only the Icu channels, which this project does not have, are not taken over.
    const notImported = (imported.json.data.notImported as { lines: string[] }[]).flatMap((g) => g.lines);
    expect(notImported.length).toBeGreaterThan(0);
    expect(notImported.every((line) => line.includes('AcmeIcuChannelRef'))).toBe(true);
    const channels = await user.post('/cdd/getProjectIdListData', {
      instanceId: 0,
      definitionPath: '/CDD/AcmeChannel',
    });
    expect((channels.json.data as { shortName: string }[]).map((c) => c.shortName).sort()).toEqual([
      'WheelSpeedFL',
      'WheelSpeedFR',
      'WheelSpeedRL',
    ]);
    const exported = await app.fastify.inject({
      method: 'GET',
      url: `/ecuc/exportArxml?projectid=${user.projectId}`,
      headers: { cookie: user.cookie! },
    });
    expect(exported.body).toContain('/ACME/EcucDefs/AcmeSensorCdd/AcmeChannel');
    user.projectId = sourceId;
  });

  it('a replacing definition counts the containers it does not know, and removes them on request', async () => {
    const renamed = BSWMD.toString('utf8').replace(
      '<SHORT-NAME>AcmeChannel</SHORT-NAME>',
      '<SHORT-NAME>AcmeLane</SHORT-NAME>',
    );
    const channels = (await user.post('/cdd/getProjectIdListData', { instanceId: 0 })).json.data as {
      id: string;
      definitionPath: string;
    }[];
    const underChannels = channels.filter((c) => c.definitionPath.startsWith('/CDD/AcmeChannel')).length;
    expect(underChannels).toBeGreaterThan(1);
    // The preview says what the new definition changes, and writes nothing.
    const preview = await upload('VendorCdd_ParamDef_v2.arxml', renamed, '?mode=preview');
    expect(preview).toMatchObject({
      state: 200,
      data: {
        applied: false,
        definedModule: 'AcmeSensorCdd',
        replaces: 'VendorCdd_ParamDef.arxml',
        unknownContainers: underChannels,
        // AcmeChannel and the definitions under it move to AcmeLane.
        definitionChanges: { created: 5, removed: 5 },
      },
    });
    expect((await user.post('/ecuc/getDefinitionList')).json.data[0].sourceName).toBe(
      'VendorCdd_ParamDef.arxml',
    );
    const replaced = await upload('VendorCdd_ParamDef_v2.arxml', renamed, '?acceptErrors=true');
    expect(replaced).toMatchObject({ state: 200, data: { applied: true, unknownContainers: underChannels } });
    const listed = (await user.post('/ecuc/getDefinitionList')).json.data as { unknownContainers: number }[];
    expect(listed[0]!.unknownContainers).toBe(underChannels);
    // A container the definition still knows refers to a channel: pruning is refused (1055) naming it.
    const channel = channels.find((c) => c.definitionPath === '/CDD/AcmeChannel')!;
    const referrer = {
      id: 'refers-to-a-channel',
      module: 'CDD',
      instanceId: 0,
      definitionPath: '/CDD/AcmeGeneral',
      parentId: null,
      shortName: 'ChannelUser',
      position: 99,
      values: {},
      references: { AcmeChannelUserRef: [channel.id] },
      version: 1,
    };
    await insertContainers(app.services.db, user.projectId!, [referrer], user.userId);
    user.language = 'en_us';
    const refused = await user.post('/ecuc/pruneDefinition', { module: 'CDD' });
    user.language = undefined;
    expect(refused.json).toMatchObject({
      state: 1055,
      message: 'still referred to by /CDD/ChannelUser',
      data: { referrers: [{ id: referrer.id, path: '/CDD/ChannelUser', reference: 'AcmeChannelUserRef' }] },
    });
    expect((await user.post('/cdd/deleteIdData', { id: referrer.id })).json.state).toBe(200);
    const pruned = await user.post('/ecuc/pruneDefinition', { module: 'CDD' });
    expect(pruned.json).toMatchObject({ state: 200, data: { removed: underChannels } });
    expect((await user.post('/ecuc/getDefinitionList')).json.data[0].unknownContainers).toBe(0);
    const left = (await user.post('/cdd/getProjectIdListData', { instanceId: 0 })).json.data as {
      definitionPath: string;
    }[];
    expect(left.every((c) => !c.definitionPath.startsWith('/CDD/AcmeChannel'))).toBe(true);
    expect(left.some((c) => c.definitionPath === '/CDD/AcmeGeneral')).toBe(true);
    // Back to the first definition: its mandatory channels are gone now, which the user accepts.
    const back = await upload('VendorCdd_ParamDef.arxml', BSWMD);
    expect(back.state).toBe(1057);
    expect(back.data.preview.resultErrors.rows).toContainEqual(expect.objectContaining({ code: 'E_0001' }));
    expect(
      (await upload('VendorCdd_ParamDef.arxml', BSWMD, '?acceptErrors=true')).data.unknownContainers,
    ).toBe(0);
  });

  it('deletes the definition; the module has none any more', async () => {
    expect((await user.post('/ecuc/deleteDefinition', { module: 'CDD' })).json.state).toBe(200);
    expect((await user.post('/ecuc/getDefinitionList')).json.data).toEqual([]);
    expect(
      (await user.post('/cdd/addData', { definitionPath: '/CDD/AcmeChannel', instanceId: 0 })).json.state,
    ).not.toBe(200);
    expect((await user.post('/ecuc/deleteDefinition', { module: 'CDD' })).json.state).not.toBe(200);
  });
});
