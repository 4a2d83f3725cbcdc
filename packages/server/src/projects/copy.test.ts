import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import { THROWAWAY_MODULE } from '@ecuc/core/testing';
import {
  containers,
  projectModules,
  projects,
  uploadedFiles,
  warningAcknowledgements,
} from '../db/schema.js';
import { testBackends, type TestApp, type TestClient, throwawayModuleApp } from '../testing/test-app.js';
import { readFileContent } from './file-contents.js';
import { copyProject, parentsFirst } from './copy.js';

const CHANNEL = `/${THROWAWAY_MODULE}/ZztChannel`;
const PEER_REF = 'ZztChannelPeerRef';

/** Every byte value, then a stretch of text: the copy must keep binary content as it is. */
const binaryContent = Buffer.concat([
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
  Buffer.from('channel Left 1\n'.repeat(1000)),
]);

/**
 * Copying and merging projects: files, module switches, acknowledged warnings and containers reach the other
 * project; containers get fresh ids, and parents and references follow them.
 */
describe.each(testBackends)('project copy and merge on %s', (backend) => {
  let app: TestApp;
  let user: TestClient & { userId: number };
  let sourceId: number;
  /** A container of another project that a source container refers to: never copied. */
  let outsiderId: string;
  const ids = { root: randomUUID(), child: randomUUID(), grandchild: randomUUID(), lone: randomUUID() };
  let close: () => Promise<void>;

  const filesOf = async (projectId: number) => {
    const files = await app.services.db
      .select({
        id: uploadedFiles.id,
        name: uploadedFiles.name,
        kind: uploadedFiles.kind,
        size: uploadedFiles.size,
        createdBy: uploadedFiles.createdBy,
        contentHash: uploadedFiles.contentHash,
      })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.projectId, projectId))
      .orderBy(asc(uploadedFiles.name));
    return Promise.all(
      files.map(async (file) => ({
        ...file,
        content: (await readFileContent(app.services.db, file.contentHash))!,
      })),
    );
  };
  const containersOf = async (projectId: number) => {
    const rows = await app.services.db.select().from(containers).where(eq(containers.projectId, projectId));
    return new Map(rows.map((row) => [row.shortName, row]));
  };

  beforeAll(async () => {
    ({ app, user, close } = await throwawayModuleApp(
      backend,
      { email: 'copy@example.com', name: 'Copy' },
      'Outside ECU',
    ));
    const outsideProject = user.projectId!;
    outsiderId = randomUUID();
    await app.services.db.insert(containers).values({
      id: outsiderId,
      projectId: outsideProject,
      module: THROWAWAY_MODULE,
      definitionPath: CHANNEL,
      shortName: 'Outsider',
    });

    const created = await user.post('/vkproject/addData', {
      name: 'Gateway ECU',
      chip: 'S32K144',
      compiler: 's32dsGcc',
    });
    sourceId = created.json.data.id as number;
    user.projectId = sourceId;
    expect(
      (await user.post('/module/updateData', { module: THROWAWAY_MODULE, enabled: true })).json.state,
    ).toBe(200);
    for (const [name, content] of [
      ['front.zzt', 'channel Front 1\n'],
      ['rear.zzt', 'channel Rear 2\nchannel Spare 3\n'],
      ['raw.zzt', binaryContent],
    ] as const) {
      const uploaded = await user.upload('/file/upload', { name, content });
      expect(uploaded.json.state).toBe(200);
    }
    // Three generations and a lone channel; the middle one refers to its parent, its child, an empty list
    // and a container of another project, in this order.
    await app.services.db.insert(containers).values([
      {
        id: ids.grandchild,
        projectId: sourceId,
        module: THROWAWAY_MODULE,
        definitionPath: CHANNEL,
        parentId: ids.child,
        shortName: 'Grandchild',
        position: 2,
      },
      {
        id: ids.child,
        projectId: sourceId,
        module: THROWAWAY_MODULE,
        definitionPath: CHANNEL,
        parentId: ids.root,
        shortName: 'Child',
        position: 1,
        parameterValues: { ZztChannelId: '7', ZztChannelActive: true },
        referenceValues: { [PEER_REF]: [ids.root, ids.grandchild, outsiderId], ZztUnusedRef: [] },
      },
      {
        id: ids.root,
        projectId: sourceId,
        module: THROWAWAY_MODULE,
        definitionPath: CHANNEL,
        shortName: 'Root',
      },
      {
        id: ids.lone,
        projectId: sourceId,
        module: THROWAWAY_MODULE,
        definitionPath: CHANNEL,
        shortName: 'Lone',
        referenceValues: { [PEER_REF]: [ids.lone] },
      },
    ]);
    await app.services.db.insert(warningAcknowledgements).values({
      projectId: sourceId,
      code: 'W_Zzt0001',
      path: '/Zzt/Root',
      reason: 'known',
      userId: user.userId,
    });
  });
  afterAll(async () => {
    await close();
  });

  it('copies the uploaded files under new ids, sharing their stored bytes', async () => {
    const copy = await user.post('/vkproject/projectCopy', { id: sourceId, name: 'Gateway copy' });
    expect(copy.json.state).toBe(200);
    const copyId = copy.json.data.id as number;
    const original = await filesOf(sourceId);
    const copied = await filesOf(copyId);
    expect(copied.map((f) => f.name)).toEqual(['front.zzt', 'raw.zzt', 'rear.zzt']);
    for (const [i, file] of copied.entries()) {
      const from = original[i]!;
      expect(file.contentHash).toBe(from.contentHash);
      expect(Buffer.from(file.content).equals(Buffer.from(from.content))).toBe(true);
      expect({ kind: file.kind, size: file.size, createdBy: file.createdBy }).toEqual({
        kind: from.kind,
        size: from.size,
        createdBy: from.createdBy,
      });
      expect(file.id).not.toBe(from.id);
    }
    expect(Buffer.from(copied[1]!.content).equals(binaryContent)).toBe(true);
    // The source keeps its files.
    expect((await filesOf(sourceId)).map((f) => f.name)).toEqual(['front.zzt', 'raw.zzt', 'rear.zzt']);
  });

  it('copies containers with fresh ids; parents and references follow, a reference outside keeps its target', async () => {
    const copy = await user.post('/vkproject/projectCopy', { id: sourceId });
    const copyId = copy.json.data.id as number;
    const copied = await containersOf(copyId);
    expect([...copied.keys()].sort()).toEqual(['Child', 'Grandchild', 'Lone', 'Root']);
    const sourceIds = new Set([...Object.values(ids), outsiderId]);
    for (const row of copied.values()) {
      expect(sourceIds.has(row.id)).toBe(false);
      expect(row.version).toBe(1);
      expect(row.module).toBe(THROWAWAY_MODULE);
    }
    const root = copied.get('Root')!;
    const child = copied.get('Child')!;
    const grandchild = copied.get('Grandchild')!;
    const lone = copied.get('Lone')!;
    expect(root.parentId).toBeNull();
    expect(child.parentId).toBe(root.id);
    expect(grandchild.parentId).toBe(child.id);
    expect(child.referenceValues).toEqual({
      [PEER_REF]: [root.id, grandchild.id, outsiderId],
      ZztUnusedRef: [],
    });
    expect(lone.referenceValues).toEqual({ [PEER_REF]: [lone.id] });
    expect(root.referenceValues).toEqual({});
    expect(child.parameterValues).toEqual({ ZztChannelId: '7', ZztChannelActive: true });
    expect([root.position, child.position, grandchild.position]).toEqual([0, 1, 2]);
    // The source is untouched.
    const original = await containersOf(sourceId);
    expect(original.get('Child')!.referenceValues[PEER_REF]).toEqual([ids.root, ids.grandchild, outsiderId]);
    expect(original.get('Child')!.parentId).toBe(ids.root);
  });

  it('copies module switches and acknowledged warnings', async () => {
    const copyId = (await user.post('/vkproject/projectCopy', { id: sourceId })).json.data.id as number;
    const switches = async (projectId: number) =>
      (await app.services.db.select().from(projectModules).where(eq(projectModules.projectId, projectId)))
        .map(({ projectId: _project, ...rest }) => rest)
        .sort((a, b) => a.module.localeCompare(b.module));
    expect(await switches(copyId)).toEqual(await switches(sourceId));
    expect((await switches(copyId)).find((m) => m.module === THROWAWAY_MODULE)?.enabled).toBe(true);
    const acknowledged = await app.services.db
      .select()
      .from(warningAcknowledgements)
      .where(eq(warningAcknowledgements.projectId, copyId));
    expect(acknowledged).toEqual([
      expect.objectContaining({ code: 'W_Zzt0001', path: '/Zzt/Root', reason: 'known', userId: user.userId }),
    ]);
  });

  it('merges a module into another project: its containers replace the target ones, remapped the same way', async () => {
    const target = await user.post('/vkproject/addData', {
      name: 'Merge target',
      chip: 'S32K144',
      compiler: 's32dsGcc',
    });
    const targetId = target.json.data.id as number;
    user.projectId = targetId;
    await user.post('/module/updateData', { module: THROWAWAY_MODULE, enabled: true });
    await app.services.db.insert(containers).values({
      id: randomUUID(),
      projectId: targetId,
      module: THROWAWAY_MODULE,
      definitionPath: CHANNEL,
      shortName: 'Replaced',
    });
    const merged = await user.post('/vkproject/projectMerge', {
      sourceId,
      targetId,
      choices: { [THROWAWAY_MODULE]: 'source' },
    });
    expect(merged.json.state).toBe(200);
    expect(merged.json.data.merged).toContain(THROWAWAY_MODULE);
    const after = await containersOf(targetId);
    expect([...after.keys()].sort()).toEqual(['Child', 'Grandchild', 'Lone', 'Root']);
    const root = after.get('Root')!;
    const child = after.get('Child')!;
    const grandchild = after.get('Grandchild')!;
    expect(Object.values(ids)).not.toContain(child.id);
    expect(child.parentId).toBe(root.id);
    expect(grandchild.parentId).toBe(child.id);
    expect(child.referenceValues[PEER_REF]).toEqual([root.id, grandchild.id, outsiderId]);
  });

  /** The shape of a copy's tree: names, parents and references by name, as the source has them. */
  const shapeOf = async (projectId: number) => {
    const rows = await containersOf(projectId);
    const nameOf = new Map([...rows.values()].map((row) => [row.id, row.shortName]));
    return Object.fromEntries(
      [...rows.values()].map((row) => [
        row.shortName,
        {
          parent: row.parentId === null ? null : (nameOf.get(row.parentId) ?? row.parentId),
          references: Object.fromEntries(
            Object.entries(row.referenceValues).map(([name, targets]) => [
              name,
              targets.map((target) => nameOf.get(target) ?? target),
            ]),
          ),
        },
      ]),
    );
  };
  const sourceRow = async () =>
    (await app.services.db.select().from(projects).where(eq(projects.id, sourceId)))[0]!;
  const copyRequest = (name: string) => ({
    ownerId: user.userId,
    now: new Date(),
    name: () => Promise.resolve(name),
    containersPerStatement: 1,
  });

  it('a staged copy writes one container per statement, each after its parent, and maps the tree alike', async () => {
    const copied = await copyProject(app.services.db, {
      ...copyRequest('One by one'),
      source: await sourceRow(),
    });
    expect(copied?.name).toBe('One by one');
    expect(await shapeOf(copied!.id)).toEqual(await shapeOf(sourceId));
    const child = (await containersOf(copied!.id)).get('Child')!;
    expect(Object.values(ids)).not.toContain(child.id);
    expect(child.referenceValues[PEER_REF]![2]).toBe(outsiderId);
  });

  it('no one sees a copy while its containers are staged; a change of the source meanwhile starts it again', async () => {
    const before = (await user.post('/vkproject/getMyProjectListData', {})).json.data as { name: string }[];
    let extraId = '';
    const copied = await copyProject(app.services.db, {
      ...copyRequest('Retried'),
      source: await sourceRow(),
      afterStaged: async (attempt) => {
        const listed = (await user.post('/vkproject/getMyProjectListData', {})).json.data as {
          name: string;
        }[];
        expect(listed).toHaveLength(before.length);
        if (attempt > 1) return;
        extraId = randomUUID();
        await app.services.db.insert(containers).values({
          id: extraId,
          projectId: sourceId,
          module: THROWAWAY_MODULE,
          definitionPath: CHANNEL,
          parentId: ids.root,
          shortName: 'Late',
        });
      },
    });
    expect(copied?.name).toBe('Retried');
    const shape = await shapeOf(copied!.id);
    expect(shape.Late).toEqual({ parent: 'Root', references: {} });
    expect(shape).toEqual(await shapeOf(sourceId));
    // The first attempt's project stays deleted, and holds no containers.
    const hidden = await app.services.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.ownerId, user.userId));
    const leftovers = await Promise.all(
      hidden.filter((p) => p.id !== copied!.id).map(async (p) => [p.id, (await containersOf(p.id)).size]),
    );
    const shown = await app.services.db
      .select({ id: projects.id })
      .from(projects)
      .where(isNull(projects.deletedAt));
    for (const [id, count] of leftovers)
      if (!shown.some((p) => p.id === id)) expect({ id, count }).toEqual({ id, count: 0 });
    await app.services.db.delete(containers).where(eq(containers.id, extraId));
  });

  it('a source that keeps changing is copied in one transaction', async () => {
    let attempts = 0;
    const copied = await copyProject(app.services.db, {
      ...copyRequest('Busy source'),
      source: await sourceRow(),
      afterStaged: async () => {
        attempts++;
        await app.services.db
          .update(containers)
          .set({ version: sql`${containers.version} + 1` })
          .where(eq(containers.id, ids.lone));
      },
    });
    expect(attempts).toBe(3);
    expect(await shapeOf(copied!.id)).toEqual(await shapeOf(sourceId));
  });

  it('a name taken while the containers were staged refuses the copy, which stays unseen', async () => {
    const copied = await copyProject(app.services.db, {
      ...copyRequest('Taken'),
      source: await sourceRow(),
      name: () => Promise.resolve(undefined),
    });
    expect(copied).toBeUndefined();
  });
});

describe('parentsFirst', () => {
  it.each([
    [
      'top level only',
      [
        ['a', null],
        ['b', null],
      ],
      ['a', 'b'],
    ],
    [
      'children after parents, in any input order',
      [
        ['c', 'b'],
        ['b', 'a'],
        ['a', null],
      ],
      ['a', 'b', 'c'],
    ],
    [
      'a parent outside the source counts as top level',
      [
        ['x', 'elsewhere'],
        ['y', 'x'],
      ],
      ['x', 'y'],
    ],
  ] as const)('%s', (_name, tree, order) => {
    expect(parentsFirst(tree.map(([id, parentId]) => ({ id, parentId })))).toEqual(order);
  });
  it('throws on a cycle of parents', () => {
    expect(() =>
      parentsFirst([
        { id: 'a', parentId: 'b' },
        { id: 'b', parentId: 'a' },
      ]),
    ).toThrow(/cycle/);
  });
});
