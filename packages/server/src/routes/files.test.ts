import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '@ecuc/core/formats';
import { exportWarningHeaders } from './files.js';
import {
  createTestApp,
  userWithProject,
  testBackends,
  type TestApp,
  type TestClient,
} from '../testing/test-app.js';

const OIL = 'OIL_VERSION = "2.5";\nCPU cpu { OS os { STATUS = EXTENDED; }; TASK t { PRIORITY = 1; }; };\n';

describe.each(testBackends)('uploaded OIL files on %s', (backend) => {
  let app: TestApp;
  let user: TestClient & { userId: number };

  beforeAll(async () => {
    app = await createTestApp(backend);
    user = await userWithProject(app, 'oil@example.com', 'Oil', {
      name: 'Oil ECU',
      chip: 'S32K144',
      compiler: 's32dsGcc',
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const upload = async (name: string, content: string | Buffer, query = '') =>
    (await user.upload(`/file/upload${query}`, { name, content })).json as {
      state: number;
      data: { id: number; name: string; size: number };
    };

  it('takes an .oil file and lists it', async () => {
    const answer = await upload('app.oil', OIL);
    expect(answer).toMatchObject({ state: 200, data: { name: 'app.oil', size: OIL.length } });
    const list = await user.post('/file/getOilListData');
    expect(list.json.data.map((f: { name: string }) => f.name)).toEqual(['app.oil']);
  });

  it('answers 1044 for another extension', async () => {
    expect((await upload('app.dbc', 'VERSION ""')).state).toBe(1044);
  });

  it('asks before overwriting a file of the same name (1041), and overwrites when told', async () => {
    expect((await upload('app.oil', OIL + '\n')).state).toBe(1041);
    const again = await upload('app.oil', OIL + '\n', '?overwrite=true');
    expect(again).toMatchObject({ state: 200, data: { size: OIL.length + 1 } });
    expect((await user.post('/file/getOilListData')).json.data).toHaveLength(1);
  });

  it('answers 1051 above 10 MB', async () => {
    expect((await upload('huge.oil', Buffer.alloc(10 * 1024 * 1024 + 10, 32))).state).toBe(1051);
  });

  it('deletes a file; a missing one answers 1040', async () => {
    const id = (await user.post('/file/getOilListData')).json.data[0].id as number;
    expect((await user.post('/file/deleteOil', { id })).json.state).toBe(200);
    expect((await user.post('/file/deleteOil', { id })).json.state).toBe(1040);
  });
});

const APPLICATION = `OIL_VERSION = "2.5";
CPU body {
  OS os { STATUS = EXTENDED; STARTUPHOOK = FALSE; ERRORHOOK = FALSE; SHUTDOWNHOOK = FALSE; PRETASKHOOK = FALSE; POSTTASKHOOK = FALSE; };
  APPMODE std {};
  TASK Init { PRIORITY = 10; ACTIVATION = 1; SCHEDULE = FULL; AUTOSTART = TRUE { APPMODE = std; }; };
  TASK Cyclic { PRIORITY = 5; ACTIVATION = 1; SCHEDULE = FULL; AUTOSTART = FALSE; };
  COUNTER SysCounter { MAXALLOWEDVALUE = 65535; TICKSPERBASE = 1; MINCYCLE = 1; };
  ALARM CyclicAlarm { COUNTER = SysCounter; ACTION = ACTIVATETASK { TASK = Cyclic; }; AUTOSTART = TRUE { ALARMTIME = 10; CYCLETIME = 10; APPMODE = std; }; };
};
`;

describe.each(testBackends)('applying OIL to the OS configuration on %s', (backend) => {
  let app: TestApp;
  let user: TestClient & { userId: number };

  beforeAll(async () => {
    app = await createTestApp(backend);
    user = await userWithProject(app, 'submit@example.com', 'Submit', {
      name: 'Body',
      chip: 'S32K144',
      compiler: 's32dsGcc',
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const upload = async (name: string, content: string) =>
    (await user.upload('/file/upload?overwrite=true', { name, content })).json.data.id as number;
  const submit = (id: number) =>
    app.fastify.inject({
      method: 'POST',
      url: '/file/submitOil',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: user.cookie!,
        projectid: String(user.projectId),
      },
      payload: `id=${id}`,
    });
  const osList = async () =>
    (await user.post('/os/getProjectIdListData', {})).json.data as {
      definitionPath: string;
      shortName: string;
      values: Record<string, unknown>;
    }[];

  it('replaces the OS configuration with the file’s objects (form-encoded submit)', async () => {
    const answer = (await submit(await upload('body.oil', APPLICATION))).json();
    expect(answer).toMatchObject({
      state: 200,
      data: { applied: true, facts: { osType: 'OSEK', scalabilityClass: 'SC1' } },
    });
    const tasks = (await osList()).filter((c) => c.definitionPath === '/Os/OsTask');
    expect(tasks.map((t) => [t.shortName, t.values.OsTaskPriority])).toEqual([
      ['Init', '10'],
      ['Cyclic', '5'],
    ]);
    const check = await user.post('/generate/check', { language: 'en_us' });
    expect(check.json.data.errList).toEqual([]);
  });

  it('puts the generated OS configuration in the project download', async () => {
    const response = await app.fastify.inject({
      method: 'GET',
      url: `/generate/project?projectid=${user.projectId}`,
      headers: { cookie: user.cookie! },
    });
    expect(response.headers['content-type']).toBe('application/zip');
    const names = response.rawPayload.toString('latin1');
    for (const name of ['Os/Os_Cfg.c', 'Os/Os_Cfg.h', 'Os/Os_Types.h', 'Os/Os.h', 'Os/README'])
      expect(names).toContain(name);
  });

  it('changes nothing and answers 1043 with line:col for a broken file', async () => {
    const before = await osList();
    const answer = (
      await submit(await upload('broken.oil', 'OIL_VERSION = "2.5";\nCPU c {\n  TASK t { PRIORITY = ; };\n'))
    ).json();
    expect(answer.state).toBe(1043);
    expect(answer.message).toMatch(/broken\.oil:\d+:\d+: /);
    expect(await osList()).toEqual(before);
  });

  it('downloads the OS configuration as OIL that reads back with the same tasks', async () => {
    const response = await app.fastify.inject({
      method: 'GET',
      url: `/file/dounload?projectid=${user.projectId}`,
      headers: { cookie: user.cookie! },
    });
    expect(response.headers['content-disposition']).toContain('Body.oil');
    expect(response.body).toContain('TASK Init');
    const again = (await submit(await upload('roundtrip.oil', response.body))).json();
    expect(again.state).toBe(200);
    const tasks = (await osList()).filter((c) => c.definitionPath === '/Os/OsTask');
    expect(tasks.map((t) => [t.shortName, t.values.OsTaskPriority])).toEqual([
      ['Init', '10'],
      ['Cyclic', '5'],
    ]);
  });

  const download = () =>
    app.fastify.inject({
      method: 'GET',
      url: `/file/dounload?projectid=${user.projectId}&language=en_us`,
      headers: { cookie: user.cookie! },
    });
  const warningsOf = (response: Awaited<ReturnType<typeof download>>) =>
    JSON.parse(decodeURIComponent(String(response.headers['x-ecuc-export-warnings']))) as string[];

  it('says in its headers that an OSEK configuration OIL carries whole has nothing to warn of', async () => {
    const response = await download();
    expect(response.body).toContain('TASK Init');
    expect(response.headers['x-ecuc-export-warning-count']).toBe('0');
    expect(warningsOf(response)).toEqual([]);
    expect(String(response.headers['access-control-expose-headers'])).toContain('x-ecuc-export-warnings');
  });

  it('downloads an AUTOSAR OS as OIL, with what OIL does not carry in a header', async () => {
    const containers = await osList();
    const general = containers.find((c) => c.definitionPath === '/Os/OsOS') as unknown as {
      id: string;
      version: number;
    };
    expect(general.version).toBeGreaterThanOrEqual(1);
    const updated = await user.post('/os/updateIdData', {
      id: general.id,
      version: general.version,
      values: { OsType: 'AUTOSAR' },
    });
    expect(updated.json.state).toBe(200);
    const task = containers.find((c) => c.shortName === 'Cyclic') as unknown as {
      id: string;
      version: number;
    };
    const period = await user.post('/os/updateIdData', {
      id: task.id,
      version: task.version,
      values: { OsTaskPeriod: '0.01' },
    });
    expect(period.json.state).toBe(200);

    const response = await download();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('OIL_VERSION = "4.0";');
    expect(response.body).toContain('TASK Cyclic');
    expect(response.headers['x-ecuc-export-warning-count']).toBe('2');
    expect(warningsOf(response)).toEqual([
      'The OS is an AUTOSAR OS: the file is AUTOSAR OIL 4.0, beyond OSEK OIL 2.5',
      'OsTask: OIL does not carry OsTaskPeriod (1 of 2)',
    ]);
  });

  it('still refuses the OIL download while the project has errors', async () => {
    const counter = (await osList()).find((c) => c.shortName === 'SysCounter') as unknown as {
      id: string;
      version: number;
    };
    const broken = await user.post('/os/updateIdData', {
      id: counter.id,
      version: counter.version,
      values: { OsCounterMinCycle: '70000' },
    });
    expect(broken.json.state).toBe(200);
    const response = await download();
    expect(response.json()).toMatchObject({ state: 1057 });
    expect(response.headers['x-ecuc-export-warnings']).toBeUndefined();
  });
});

describe('the export warnings of a download', () => {
  const said = (severity: Diagnostic['severity'], message: string): Diagnostic => ({
    severity,
    code: 'X',
    message,
    file: 'x',
    line: 1,
    col: 1,
  });

  it('travel as a URI-encoded JSON array of the warnings (not the infos), with their count', () => {
    const headers = exportWarningHeaders([said('warning', 'a “b”; 汉字'), said('info', 'not this')]);
    expect(headers['x-ecuc-export-warning-count']).toBe('1');
    expect(JSON.parse(decodeURIComponent(headers['x-ecuc-export-warnings'] ?? ''))).toEqual(['a “b”; 汉字']);
    expect(headers['x-ecuc-export-warnings']).toMatch(/^[\x21-\x7e]+$/);
  });

  it('list at most 50, and no more than fit in 6000 characters; the count says how many there are', () => {
    const many = Array.from({ length: 80 }, (_, i) => said('warning', `warning ${i}`));
    const listed = (headers: Record<string, string>) =>
      JSON.parse(decodeURIComponent(headers['x-ecuc-export-warnings'] ?? '')) as string[];
    const headers = exportWarningHeaders(many);
    expect(headers['x-ecuc-export-warning-count']).toBe('80');
    expect(listed(headers)).toEqual(many.slice(0, 50).map((d) => d.message));
    const long = Array.from({ length: 20 }, (_, i) => said('warning', `${i} ${'汉'.repeat(100)}`));
    const capped = exportWarningHeaders(long);
    expect(capped['x-ecuc-export-warning-count']).toBe('20');
    expect(capped['x-ecuc-export-warnings']?.length).toBeLessThanOrEqual(6000);
    expect(listed(capped).length).toBeGreaterThan(0);
    expect(listed(capped)).toEqual(long.slice(0, listed(capped).length).map((d) => d.message));
  });
});
