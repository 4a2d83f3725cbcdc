import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ContainerOrigin } from '@ecuc/core/ecuc';
import {
  createTestApp,
  userWithProject,
  testBackends,
  type TestApp,
  type TestClient,
} from '../testing/test-app.js';

const BODY = [
  'VERSION ""',
  'BU_: ECU GW',
  'BO_ 256 Status: 8 ECU',
  ' SG_ Speed : 0|16@1+ (0.1,0) [0|6553.5] "km/h" GW',
  ' SG_ Gear : 16|4@1+ (1,0) [0|15] "" GW',
  'BO_ 512 Command: 2 GW',
  ' SG_ Mode : 0|8@1+ (1,0) [0|255] "" ECU',
  'BO_ 768 Legacy: 1 GW',
  ' SG_ Old : 0|8@1+ (1,0) [0|255] "" ECU',
  'BA_DEF_ BO_ "GenMsgCycleTime" INT 0 65535;',
  'BA_DEF_DEF_ "GenMsgCycleTime" 0;',
  'BA_ "GenMsgCycleTime" BO_ 256 10;',
  '',
].join('\n');

/** Speed moved, a signal and a frame added. */
const BODY_CHANGED = BODY.replace(' SG_ Speed : 0|16', ' SG_ Speed : 32|16').replace(
  'BO_ 768 Legacy',
  'BO_ 1024 Extra: 4 ECU\n SG_ Counter : 0|8@1+ (1,0) [0|255] "" GW\nBO_ 768 Legacy',
);

describe.each(testBackends)('bus databases (/dbc/*) on %s', (backend) => {
  let app: TestApp;
  let user: TestClient & { userId: number };
  let projectId: number;
  let fileId: number;

  beforeAll(async () => {
    app = await createTestApp(backend);
    user = await userWithProject(app, 'dbc@example.com', 'Dbc', {
      name: 'Bus ECU',
      chip: 'S32K144',
      compiler: 's32dsGcc',
    });
    projectId = Number(user.projectId);
  });
  afterAll(async () => {
    await app.close();
  });

  const upload = async (name: string, content: string, query = '') =>
    (await user.upload(`/dbc/upload${query}`, { name, content })).json as {
      state: number;
      message?: string;
      data: { id: number; name: string; nodes: string[]; messages: number; signals: number };
    };

  /** The derived containers of the project, as stored. */
  async function derived(): Promise<
    { id: string; values: Record<string, unknown>; origin: ContainerOrigin }[]
  > {
    const result = await app.database.db.execute(sql`
      SELECT id, parameter_values AS values, origin FROM containers
      WHERE project_id = ${projectId}::integer AND origin IS NOT NULL`);
    return (
      result as unknown as {
        rows: { id: string; values: Record<string, unknown>; origin: ContainerOrigin }[];
      }
    ).rows;
  }

  it('takes .dbc only (1044) and refuses a file it cannot read (1043, file:line:col)', async () => {
    expect((await upload('bus.oil', 'OIL_VERSION = "2.5";')).state).toBe(1044);
    const broken = await upload('broken.dbc', 'VERSION ""\nBO_ one X: 8 A\n');
    expect(broken.state).toBe(1043);
    expect(broken.message).toMatch(/broken\.dbc:2:\d+/);
  });

  it('uploads a DBC and lists its nodes; the BuName is chosen among them', async () => {
    const first = await upload('body.dbc', BODY);
    expect(first).toMatchObject({
      state: 200,
      data: { name: 'body.dbc', nodes: ['ECU', 'GW'], messages: 3, signals: 4 },
    });
    fileId = first.data.id;
    expect((await user.post('/dbc/getBuName')).json.data).toEqual({
      nodes: ['ECU', 'GW'],
      allNodes: ['ECU', 'GW'],
      selected: null,
    });
    expect((await user.post('/dbc/import', { id: fileId, mode: 'preview' })).json.state).toBe(1057);
    expect((await user.post('/dbc/setBuName', { buName: 'Nobody' })).json.state).toBe(1057);
    expect((await user.post('/dbc/setBuName', { buName: 'ECU' })).json.state).toBe(200);
    expect((await user.post('/dbc/getBuName')).json.data.selected).toBe('ECU');
  });

  it('refuses a later DBC without the BuName (1057) and asks before overwriting (1041)', async () => {
    const other = await upload('chassis.dbc', 'VERSION ""\nBU_: ABS\nBO_ 1 Wheel: 8 ABS\n');
    expect(other.state).toBe(1057);
    expect(other.message).toContain('ECU');
    expect((await upload('body.dbc', BODY)).state).toBe(1041);
    const list = await user.post('/dbc/getDbcListData');
    expect(list.json.data).toHaveLength(1);
    expect(list.json.data[0]).toMatchObject({ name: 'body.dbc', node: 'ECU', baudRate: 500, derived: 0 });
  });

  it('lists the frames with what the BuName does with each, and their signals', async () => {
    const list = await user.post('/dbc/getDbcMessageListData', {});
    const byName = new Map(
      (
        list.json.data.messages as { name: string; direction: string; id: string; cycleTime: number | null }[]
      ).map((m) => [m.name, m]),
    );
    expect(byName.get('Status')).toMatchObject({
      direction: 'send',
      id: `${fileId}/msg:0x100`,
      cycleTime: 10,
    });
    expect(byName.get('Command')).toMatchObject({ direction: 'receive', cycleTime: null });
  });

  it('checks the DBC: findings at file:line:col with the frame they are about', async () => {
    const check = await user.post('/dbc/check', { project: projectId });
    const rows = [...check.json.data.errList, ...check.json.data.warningList] as {
      path: string;
      id: string | null;
    }[];
    // Status is cyclic, Command and Legacy are not: every row names a place in body.dbc.
    for (const row of rows) expect(row.path).toMatch(/^body\.dbc:\d+:\d+$/);
    const overlapping = await upload(
      'body.dbc',
      BODY.replace('SG_ Gear : 16|4', 'SG_ Gear : 8|4'),
      '?overwrite=true',
    );
    expect(overlapping.state).toBe(200);
    const again = await user.post('/dbc/check', {});
    expect(again.json.data.errList).toContainEqual(
      expect.objectContaining({
        code: 'DBC_L001',
        id: `${fileId}/msg:0x100`,
        path: expect.stringMatching(/^body\.dbc:5:/),
      }),
    );
    expect((await upload('body.dbc', BODY, '?overwrite=true')).state).toBe(200);
  });

  it("keeps a project's own attribute mapping that the reading module understands (1032 otherwise)", async () => {
    const bad = await user.post('/dbc/setAttributeMapping', { id: fileId, mapping: { cycleTime: 5 } });
    expect(bad.json.state).toBe(1032);
    expect(bad.json.data.errors.join('\n')).toContain('cycleTime');
    expect(
      (await user.post('/dbc/setAttributeMapping', { id: fileId, mapping: { cycleTime: ['TxPeriodMs'] } }))
        .json.state,
    ).toBe(200);
    const mapping = (await user.post('/dbc/getAttributeMapping', { id: fileId })).json.data;
    expect(mapping.own).toEqual({ cycleTime: ['TxPeriodMs'] });
    expect(mapping.shipped.cycleTime).toContain('GenMsgCycleTime');
    expect((await user.post('/dbc/setAttributeMapping', { id: fileId, mapping: null })).json.state).toBe(200);
    expect((await user.post('/dbc/getAttributeMapping', { id: fileId })).json.data.own).toBeNull();
  });

  it('derives the CAN stack: a preview first, then one transaction; every derived container knows its origin', async () => {
    const preview = await user.post('/dbc/import', { id: fileId, mode: 'preview' });
    expect(preview.json.state).toBe(200);
    expect(preview.json.data.applied).toBe(false);
    expect(preview.json.data.derivation.added).toEqual(
      expect.arrayContaining(['msg:0x100', 'msg:0x100/sig:Speed', 'msg:0x200', 'msg:0x300']),
    );
    expect(await derived()).toHaveLength(0);
    const applied = await user.post('/dbc/import', { id: fileId, mode: 'apply' });
    expect(applied.json.state).toBe(200);
    expect(applied.json.data.applied).toBe(true);
    const rows = await derived();
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every((r) => r.origin.source === 'dbc:body.dbc')).toBe(true);
    const list = await user.post('/dbc/getDbcMessageListData', { id: fileId });
    for (const m of list.json.data.messages as { derived: number }[]) expect(m.derived).toBeGreaterThan(0);
  });

  it("checks cycle times against the project's Com main function period (DBC_L025)", async () => {
    const codes = async () => {
      const check = (await user.post('/dbc/check', {})).json.data as {
        errList: { code: string; id: string | null }[];
        warningList: { code: string; id: string | null }[];
      };
      return [...check.errList, ...check.warningList].filter((r) => r.code === 'DBC_L025');
    };
    // Status is sent every 10 ms: a multiple of the derived Com's 10 ms time base.
    expect(await codes()).toEqual([]);
    await app.database.db.execute(sql`
      UPDATE containers SET parameter_values = parameter_values || '{"ComTxTimeBase": "0.003"}'::jsonb
      WHERE project_id = ${projectId}::integer AND definition_path = '/Com/ComConfig/ComTimeBase'`);
    expect(await codes()).toEqual([expect.objectContaining({ id: `${fileId}/msg:0x100` })]);
    await app.database.db.execute(sql`
      UPDATE containers SET parameter_values = parameter_values || '{"ComTxTimeBase": "0.01"}'::jsonb
      WHERE project_id = ${projectId}::integer AND definition_path = '/Com/ComConfig/ComTimeBase'`);
  });

  it('a changed DBC imported again keeps what the user changed, and shows it in the preview', async () => {
    const speed = (await derived()).find(
      (r) => r.origin.object === 'msg:0x100/sig:Speed' && Object.keys(r.origin.values).length > 0,
    )!;
    // The user changes one of the derived values (the first one that is a number).
    const [parameter] = Object.entries(speed.origin.values).find(
      ([, v]) => typeof v === 'string' && /^\d+$/.test(v),
    )!;
    await app.database.db.execute(sql`
      UPDATE containers SET parameter_values = parameter_values || jsonb_build_object(${parameter}::text, '99'::text)
      WHERE id = ${speed.id}`);
    expect((await upload('body.dbc', BODY_CHANGED, '?overwrite=true')).state).toBe(200);
    const preview = await user.post('/dbc/import', { id: fileId, mode: 'preview' });
    const derivation = preview.json.data.derivation;
    expect(derivation.added).toEqual(expect.arrayContaining(['msg:0x400', 'msg:0x400/sig:Counter']));
    expect(derivation.overrides).toContainEqual(expect.objectContaining({ parameter, yours: '99' }));
    // The user's value may leave errors (a bit position past the frame): accepted explicitly.
    expect(
      (await user.post('/dbc/import', { id: fileId, mode: 'apply', acceptErrors: true })).json.state,
    ).toBe(200);
    const after = (await derived()).find((r) => r.id === speed.id)!;
    expect(after.values[parameter]).toBe('99');
    expect((await derived()).some((r) => r.origin.object === 'msg:0x400')).toBe(true);
  });

  it('removes a frame with what was derived from it (1055 while your own containers refer to it), and a re-import leaves it out', async () => {
    // The user's own container refers to what frame 0x200 gave: its removal is refused (1055), nothing goes.
    const command = (await derived()).find((r) => r.origin.object === 'msg:0x200')!;
    await app.database.db.execute(sql`
      INSERT INTO containers (id, project_id, module, instance_id, definition_path, parent_id, short_name,
        position, parameter_values, reference_values)
      VALUES ('users-own', ${projectId}::integer, 'Zzt', 0, '/Zzt/Own', NULL, 'Own', 0, '{}'::jsonb,
        ${JSON.stringify({ OwnRef: [command.id] })}::jsonb)`);
    const before = (await derived()).length;
    expect((await user.post('/dbc/deleteDbcMessageId', { id: `${fileId}/msg:0x200` })).json.state).toBe(1055);
    expect((await derived()).length).toBe(before);
    await app.database.db.execute(sql`DELETE FROM containers WHERE id = 'users-own'`);

    const frame = `${fileId}/msg:0x300`;
    expect((await user.post('/dbc/deleteDbcMessageId', { id: frame })).json.state).toBe(200);
    expect((await derived()).some((r) => r.origin.object?.startsWith('msg:0x300'))).toBe(false);
    const preview = await user.post('/dbc/import', { id: fileId, mode: 'preview' });
    expect(preview.json.data.derivation.added).not.toContain('msg:0x300');
    const list = await user.post('/dbc/getDbcMessageListData', {});
    expect(list.json.data.messages.find((m: { id: string }) => m.id === frame)).toMatchObject({
      excluded: true,
      derived: 0,
    });
    expect((await user.post('/dbc/deleteDbcMessageId', { id: 'x' })).json.state).toBe(1032);
  });

  it('downloads the DBC as uploaded, and deletes it with what was derived from it', async () => {
    const download = await app.fastify.inject({
      method: 'GET',
      url: `/dbc/download?projectid=${projectId}&id=${fileId}`,
      headers: { cookie: user.cookie! },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('body.dbc');
    expect(download.body).toBe(BODY_CHANGED);
    expect((await user.post('/dbc/deleteDbc', { id: fileId })).json.state).toBe(200);
    expect(await derived()).toHaveLength(0);
    expect((await user.post('/dbc/getDbcListData')).json.data).toEqual([]);
  });

  it('takes a LIN description file the same way: its nodes, its frames, the import for its master', async () => {
    const ldf = readFileSync(
      new URL('../../../../../shared/corpus/ldf/ldfparser/tests_ldf_lin20.ldf', import.meta.url),
      'utf8',
    );
    const master = /Master:\s*(\w+)/.exec(ldf)![1]!;
    const uploaded = await upload('body.ldf', ldf);
    expect(uploaded.state).toBe(200);
    expect(uploaded.data.nodes).toContain(master);
    expect((await user.post('/dbc/setBuName', { buName: master })).json.state).toBe(200);
    const frames = (await user.post('/dbc/getDbcMessageListData', { id: uploaded.data.id })).json.data
      .messages as {
      direction: string;
    }[];
    expect(frames.some((f) => f.direction === 'send')).toBe(true);
    const applied = await user.post('/dbc/import', { id: uploaded.data.id, mode: 'apply' });
    expect(applied.json.state).toBe(200);
    expect(applied.json.data.created).toBeGreaterThan(10);
    expect((await derived()).every((r) => r.origin.source === 'ldf:body.ldf')).toBe(true);
  });
});
