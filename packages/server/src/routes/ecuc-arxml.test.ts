import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readArxml } from '@ecuc/core/formats/arxml';
import { definitionPathFromAutosar, type ContainerValue } from '@ecuc/core/ecuc';
import { MODULE_DEFINITIONS } from '@ecuc/core/modules';
import type { ArxmlImportSummary, ImportFindingGroup } from '@ecuc/core/api';
import { UPLOAD_LIMIT_BYTES } from '../limits.js';
import { multipartBody } from '../testing/multipart.js';
import {
  createTestApp,
  registeredUser,
  testBackends,
  type TestApp,
  type TestClient,
} from '../testing/test-app.js';

const CORPUS = new URL('../../../../../shared/corpus/arxml/', import.meta.url);
const MY_ECU = readFileSync(new URL('canmatrix/MyECU.ecuc.arxml', CORPUS), 'utf8');

/** The ECUC modules of a document, keyed by module short name, positions dropped (for comparing configurations). */
function modulesOf(text: string): Record<string, unknown> {
  const read = readArxml(text, 'x.arxml');
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => key !== 'line' && key !== 'col')
          .map(([key, v]) => [key, strip(v)]),
      );
    }
    return value;
  };
  return Object.fromEntries((read.model?.ecucValues ?? []).map((m) => [m.shortName, strip(m)]));
}

/** The modules of an ECUC values file that the server defines. */
function definedInFile(text: string): string[] {
  const shipped = new Set(MODULE_DEFINITIONS.map((d) => d.name));
  return [
    ...new Set(
      (readArxml(text, 'file.arxml').model?.ecucValues ?? [])
        .map((m) => definitionPathFromAutosar(m.definitionRef).split('/')[1] ?? '')
        .filter((name) => shipped.has(name)),
    ),
  ];
}

describe.each(testBackends)('ECUC values export and import on %s', (backend) => {
  let app: TestApp;
  let user: TestClient & { userId: number };
  let other: TestClient & { userId: number };
  let first: number;
  let second: number;

  const newProject = async (client: TestClient, name: string): Promise<number> => {
    const answer = await client.post('/vkproject/addData', { name, chip: 'TC275', compiler: 'tasking' });
    return answer.json.data.id as number;
  };
  const exportOf = (projectId: number, cookie = user.cookie) =>
    app.fastify.inject({
      method: 'GET',
      url: `/ecuc/exportArxml?projectid=${projectId}`,
      headers: cookie ? { cookie } : {},
    });
  /** Applies a file, accepting a result with errors (the tool export refers to a Dem this project lacks). */
  const importInto = async (projectId: number, body: Record<string, unknown>) => {
    user.projectId = projectId;
    return user.post('/ecuc/importArxml', { acceptErrors: true, ...body });
  };
  const linesOf = (groups: ImportFindingGroup[]): string[] => groups.flatMap((group) => group.lines);
  const containerCount = async (projectId: number, module: string): Promise<number> => {
    user.projectId = projectId;
    const list = await user.post(`/${module.toLowerCase()}/getProjectIdListData`, {});
    return (list.json.data as unknown[]).length;
  };

  beforeAll(async () => {
    app = await createTestApp(backend);
    user = await registeredUser(app, 'arxml@example.com', 'Arxml');
    other = await registeredUser(app, 'stranger@example.com', 'Stranger');
    first = await newProject(user, 'Body ECU');
    second = await newProject(user, 'Copy ECU');
  });
  afterAll(async () => {
    await app.close();
  });

  it('previews a tool export without writing, refuses it for the errors it would leave, imports it once they are accepted', async () => {
    // A module of the file other than EcuC (switched on from creation): the import must not write into it.
    const module = definedInFile(MY_ECU).find((name) => name !== 'EcuC')!;
    const before = await containerCount(first, module);
    const preview = await importInto(first, {
      content: MY_ECU,
      fileName: 'MyECU.ecuc.arxml',
      mode: 'preview',
      acceptErrors: false,
    });
    expect(preview.json.state).toBe(200);
    const planned = preview.json.data as ArxmlImportSummary;
    expect(planned.applied).toBe(false);
    expect(await containerCount(first, module)).toBe(before);
    const blocks = MY_ECU.split('>/MICROSAR/NvM/NvMBlockDescriptor<').length - 1;
    expect(planned.kinds).toContainEqual(
      expect.objectContaining({ definitionPath: '/NvM/NvMBlockDescriptor', created: blocks, removed: 0 }),
    );
    // The export refers to Dem events this project has no Dem for: the result would have errors in NvM.
    expect(planned.resultErrors.count).toBeGreaterThan(0);
    expect(planned.resultErrors.rows[0]).toMatchObject({ code: expect.stringMatching(/^E_/) });

    const refused = await importInto(first, {
      content: MY_ECU,
      fileName: 'MyECU.ecuc.arxml',
      acceptErrors: false,
    });
    expect(refused.json.state).toBe(1057);
    expect(refused.json.data.preview.resultErrors.count).toBe(planned.resultErrors.count);
    expect(await containerCount(first, module)).toBe(before);

    const answer = await importInto(first, { content: MY_ECU, fileName: 'MyECU.ecuc.arxml' });
    expect(answer.json.state).toBe(200);
    const summary = answer.json.data as ArxmlImportSummary;
    expect(summary.applied).toBe(true);
    // Every module of the file the server defines is switched on (EcuC was on from creation).
    expect(summary.enabledModules.sort()).toEqual(
      definedInFile(MY_ECU)
        .filter((name) => name !== 'EcuC')
        .sort(),
    );
    expect(summary.enabledModules.length).toBeGreaterThan(1);
    expect(summary.created).toBe(planned.created);
    expect(summary.created).toBeGreaterThan(blocks);
    // EcuC was on from creation: its default containers of the same path are updated, not doubled
    expect(summary.created + summary.changed + summary.unchanged).toBeGreaterThan(20);
    const notImported = linesOf(summary.notImported);
    expect(notImported.length).toBeGreaterThan(0);
    for (const line of notImported) expect(line).toMatch(/^MyECU\.ecuc\.arxml:\d+:\d+: \S/);
    expect(notImported.some((l) => l.includes('/MICROSAR/NvM/NvMCommonVendorParams'))).toBe(true);
    user.projectId = first;
    const list = await user.post('/module/getListData', {});
    const enabled = (list.json.data.modules as { module: string; enabled: boolean }[])
      .filter((m) => m.enabled)
      .map((m) => m.module);
    expect(enabled).toEqual(expect.arrayContaining(['EcuC', 'NvM', 'MemIf']));
    const nvm = await user.post('/nvm/getProjectIdListData', { definitionPath: '/NvM/NvMBlockDescriptor' });
    expect(nvm.json.data).toHaveLength(blocks);
  });

  it('importing the same file again changes nothing', async () => {
    const answer = await importInto(first, { content: MY_ECU, fileName: 'MyECU.ecuc.arxml' });
    expect(answer.json.data).toMatchObject({ created: 0, changed: 0, enabledModules: [] });
    expect(answer.json.data.unchanged).toBeGreaterThan(20);
  });

  it('exports the project as a file named after it; importing the export into another project gives the same configuration', async () => {
    const response = await exportOf(first);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.headers['content-disposition']).toContain('filename="Body ECU.arxml"');
    const text = response.body;
    expect(text).toContain('<DEFINITION-REF DEST="ECUC-MODULE-DEF">/AUTOSAR/EcucDefs/NvM</DEFINITION-REF>');
    expect(Object.keys(modulesOf(text)).sort()).toEqual(definedInFile(MY_ECU).sort());

    const imported = await importInto(second, { content: text, fileName: 'Body ECU.arxml' });
    expect(imported.json.state).toBe(200);
    expect(linesOf(imported.json.data.notImported).filter((l) => !l.includes('not found'))).toEqual([]);
    const again = await exportOf(second);
    expect(modulesOf(again.body)).toEqual(modulesOf(text));
  });

  it('plans again when the configuration changes while the file is planned: nothing is doubled', async () => {
    const source = await newProject(user, 'Race source');
    const race = await newProject(user, 'Race ECU');
    for (const projectId of [source, race])
      expect(
        (await importInto(projectId, { content: MY_ECU, fileName: 'MyECU.ecuc.arxml' })).json.state,
      ).toBe(200);
    user.projectId = source;
    const block = { definitionPath: '/NvM/NvMBlockDescriptor', shortName: 'RaceBlock' };
    expect((await user.post('/nvm/addData', block)).json.state).toBe(200);
    const text = (await exportOf(source)).body;

    // While the first plan is made, someone adds the block the file brings.
    const work = app.services.work;
    const run = work.run.bind(work);
    let plans = 0;
    work.run = (async (name: Parameters<typeof run>[0], task: Parameters<typeof run>[1]) => {
      const result = await run(name, task);
      if (name === 'importArxml' && ++plans === 1) {
        user.projectId = race;
        expect((await user.post('/nvm/addData', block)).json.state).toBe(200);
      }
      return result;
    }) as typeof work.run;
    try {
      const imported = await importInto(race, { content: text, fileName: 'Body ECU.arxml' });
      expect(imported.json.state).toBe(200);
    } finally {
      work.run = run;
    }
    expect(plans).toBe(2);
    user.projectId = race;
    const blocks = await user.post('/nvm/getProjectIdListData', {
      definitionPath: '/NvM/NvMBlockDescriptor',
    });
    expect((blocks.json.data as ContainerValue[]).filter((b) => b.shortName === 'RaceBlock')).toHaveLength(1);
  });

  it('updates a container whose values differ and counts it as changed', async () => {
    user.projectId = second;
    const list = await user.post('/nvm/getProjectIdListData', { definitionPath: '/NvM/NvMBlockDescriptor' });
    const block = (list.json.data as ContainerValue[])[0]!;
    const original = block.values.NvMNvBlockLength;
    const edited = await user.post('/nvm/updateIdData', {
      id: block.id,
      version: block.version,
      values: { NvMNvBlockLength: '4321' },
    });
    expect(edited.json.state).toBe(200);
    const text = (await exportOf(first)).body;
    const answer = await importInto(second, { content: text, fileName: 'back.arxml' });
    expect(answer.json.data).toMatchObject({ created: 0, changed: 1 });
    user.projectId = second;
    const after = await user.post('/nvm/getProjectIdListData', { definitionPath: '/NvM/NvMBlockDescriptor' });
    const restored = (after.json.data as ContainerValue[]).find((c) => c.id === block.id)!;
    expect(restored.values.NvMNvBlockLength).toEqual(original);
    expect(restored.version).toBe(block.version + 2);
  });

  it('accepts the file as a multipart upload', async () => {
    const third = await newProject(user, 'Upload ECU');
    const body = multipartBody({ name: 'values.arxml', content: (await exportOf(first)).body });
    const response = await app.fastify.inject({
      method: 'POST',
      url: '/ecuc/importArxml?acceptErrors=true',
      headers: { ...body.headers, cookie: user.cookie!, projectid: String(third) },
      payload: body.payload,
    });
    expect(response.json()).toMatchObject({ state: 200, data: { changed: expect.any(Number) } });
    expect(await containerCount(third, 'NvM')).toBe(await containerCount(first, 'NvM'));
  });

  it('refuses a file with read errors with 1043 and the first error line:col, changing nothing', async () => {
    const before = await containerCount(second, 'NvM');
    const broken = MY_ECU.replace('<SHORT-NAME>NvM</SHORT-NAME>', '<SHORT-NAME>NvM</SHORT-NAM>');
    const answer = await importInto(second, { content: broken, fileName: 'broken.arxml' });
    expect(answer.json.state).toBe(1043);
    expect(answer.json.message).toMatch(/^\d+:\d+: \S/);
    expect(answer.json.data.errors[0]).toMatch(/^broken\.arxml:\d+:\d+: /);
    expect(await containerCount(second, 'NvM')).toBe(before);
  });

  it('answers 1043 for text that is not XML; a file without ECUC values is previewed and refused as taking over nothing', async () => {
    const garbage = await importInto(second, { content: 'not xml at all', fileName: 'garbage.arxml' });
    expect(garbage.json.state).toBe(1043);
    expect(garbage.json.message).toMatch(/^1:\d+: /);
    const system = readFileSync(new URL('canmatrix/ARXMLCompuMethod1.arxml', CORPUS), 'utf8');
    const preview = await importInto(second, { content: system, fileName: 'system.arxml', mode: 'preview' });
    expect(preview.json).toMatchObject({
      state: 200,
      data: { nothingTaken: true, created: 0, changed: 0, unchanged: 0, enabledModules: [] },
    });
    const answer = await importInto(second, { content: system, fileName: 'system.arxml' });
    expect(answer.json.state).toBe(1042);
    expect(answer.json.message).toContain('system.arxml');
    expect(answer.json.data.preview).toMatchObject({ nothingTaken: true });
  });

  it('lists the modules it has no definition for as not imported, grouped by kind', async () => {
    const text = (await exportOf(first)).body.replaceAll('/AUTOSAR/EcucDefs/MemIf', '/AUTOSAR/EcucDefs/Fee');
    const answer = await importInto(second, { content: text, fileName: 'fee.arxml' });
    expect(answer.json.state).toBe(200);
    const group = (answer.json.data as ArxmlImportSummary).notImported.find((g) =>
      g.lines.some((line) =>
        /^fee\.arxml:\d+:\d+: module Fee has no definition, its values are ignored$/.test(line),
      ),
    );
    expect(group).toMatchObject({ severity: 'warning', count: group?.lines.length });
  });

  it('answers 1044 for a name that is not .arxml (JSON and multipart)', async () => {
    expect((await importInto(second, { content: MY_ECU, fileName: 'MyECU.xml' })).json.state).toBe(1044);
    const body = multipartBody({ name: 'values.dbc', content: 'VERSION ""' });
    const response = await app.fastify.inject({
      method: 'POST',
      url: '/ecuc/importArxml',
      headers: { ...body.headers, cookie: user.cookie!, projectid: String(second) },
      payload: body.payload,
    });
    expect(response.json().state).toBe(1044);
  });

  it('answers 1051 above 10 MB', async () => {
    const big = `<?xml version="1.0"?><!--${'x'.repeat(UPLOAD_LIMIT_BYTES)}-->`;
    expect((await importInto(second, { content: big, fileName: 'big.arxml' })).json.state).toBe(1051);
    const body = multipartBody({ name: 'big.arxml', content: Buffer.from(big) });
    const response = await app.fastify.inject({
      method: 'POST',
      url: '/ecuc/importArxml',
      headers: { ...body.headers, cookie: user.cookie!, projectid: String(second) },
      payload: body.payload,
    });
    expect(response.json().state).toBe(1051);
  });

  it('needs a session and access to the project', async () => {
    expect((await exportOf(first, '')).statusCode).toBe(401);
    expect((await exportOf(first, other.cookie)).statusCode).toBe(600);
    other.projectId = first;
    const refused = await other.post('/ecuc/importArxml', { content: MY_ECU, fileName: 'a.arxml' });
    expect(refused.status).toBe(600);
  });
});
