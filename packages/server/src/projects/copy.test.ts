import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { registerThrowawayModule, THROWAWAY_MODULE } from '@ecuc/core/testing';
import { containers, projectModules, uploadedFiles, warningAcknowledgements } from '../db/schema.js';
import {
  createTestApp,
  testBackends,
  userWithProject,
  type TestApp,
  type TestClient,
} from '../testing/test-app.js';
import { readFileContent } from './file-contents.js';

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
  let unregister: () => void;

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
    unregister = registerThrowawayModule();
    app = await createTestApp(backend);
    user = await userWithProject(app, 'copy@example.com', 'Copy', {
      name: 'Outside ECU',
      chip: 'S32K144',
      compiler: 's32dsGcc',
    });
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
    await app.close();
    unregister();
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
});
