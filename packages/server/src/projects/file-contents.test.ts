import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { asc, count, eq, sql } from 'drizzle-orm';
import { THROWAWAY_MODULE } from '@ecuc/core/testing';
import { fileContentParts, fileContents, uploadedFiles } from '../db/schema.js';
import {
  CONTENT_PART_BYTES,
  holdFileContent,
  readFileContent,
  stageFileContent,
  sweepFileContents,
} from './file-contents.js';
import { testBackends, type TestApp, type TestClient, throwawayModuleApp } from '../testing/test-app.js';

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/**
 * Uploaded file bytes are stored once, by SHA-256: copies and uploads of the same bytes share them, and
 * contents no file refers to any more are swept.
 */
describe.each(testBackends)('stored file contents on %s', (backend) => {
  let app: TestApp;
  let user: TestClient & { userId: number };
  let close: () => Promise<void>;

  const contentRows = async () => (await app.services.db.select({ n: count() }).from(fileContents))[0]!.n;
  const stored = async (hash: string) =>
    (await app.services.db.select().from(fileContents).where(eq(fileContents.hash, hash)))[0];
  const filesOf = (projectId: number) =>
    app.services.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.projectId, projectId))
      .orderBy(asc(uploadedFiles.name));
  const upload = async (name: string, content: string | Buffer, query = '') => {
    const answer = await user.upload(`/file/upload${query}`, { name, content });
    expect(answer.json.state).toBe(200);
    return answer.json.data.id as number;
  };
  const newProject = async (name: string) => {
    const created = await user.post('/vkproject/addData', { name, chip: 'S32K144', compiler: 's32dsGcc' });
    expect(created.json.state).toBe(200);
    user.projectId = created.json.data.id as number;
    await user.post('/module/updateData', { module: THROWAWAY_MODULE, enabled: true });
    return user.projectId;
  };

  beforeAll(async () => {
    ({ app, user, close } = await throwawayModuleApp(
      backend,
      { email: 'contents@example.com', name: 'Contents' },
      'First',
    ));
  });
  afterAll(async () => {
    await close();
  });

  it('stores an upload under the SHA-256 of its bytes', async () => {
    await newProject('Hashed');
    const bytes = Buffer.concat([Buffer.from([0, 255, 1, 254]), randomBytes(4096)]);
    const id = await upload('hashed.zzt', bytes);
    const file = (await app.services.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id)))[0]!;
    expect(file.contentHash).toBe(sha256(bytes));
    const content = await stored(file.contentHash);
    expect(content?.size).toBe(bytes.length);
    expect(content?.complete).toBe(true);
    expect(Buffer.from((await readFileContent(app.services.db, file.contentHash))!).equals(bytes)).toBe(true);
  });

  it('stores large bytes in parts of 1 MiB, one statement each, and reads them back whole', async () => {
    await newProject('Parts');
    const bytes = randomBytes(2 * CONTENT_PART_BYTES + 12345);
    const id = await upload('parts.zzt', bytes);
    const file = (await app.services.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id)))[0]!;
    const parts = await app.services.db
      .select({
        part: fileContentParts.part,
        size: sql<number>`octet_length(${fileContentParts.bytes})::int`,
      })
      .from(fileContentParts)
      .where(eq(fileContentParts.hash, file.contentHash))
      .orderBy(asc(fileContentParts.part));
    expect(parts).toEqual([
      { part: 0, size: CONTENT_PART_BYTES },
      { part: 1, size: CONTENT_PART_BYTES },
      { part: 2, size: 12345 },
    ]);
    expect(Buffer.from((await readFileContent(app.services.db, file.contentHash))!).equals(bytes)).toBe(true);
  });

  it('an empty file is stored complete with no parts and reads back empty', async () => {
    await newProject('Empty');
    const id = await upload('empty.zzt', Buffer.alloc(0));
    const file = (await app.services.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id)))[0]!;
    expect((await stored(file.contentHash))?.complete).toBe(true);
    expect((await readFileContent(app.services.db, file.contentHash))?.length).toBe(0);
  });

  it('an upload refused because the name exists leaves no stored bytes behind', async () => {
    await newProject('Refused');
    await upload('taken.zzt', randomBytes(100));
    const other = randomBytes(100);
    const answer = await user.upload('/file/upload', { name: 'taken.zzt', content: other });
    expect(answer.json.state).toBe(1041);
    expect(await stored(sha256(other))).toBeUndefined();
  });

  it('a project copy adds no stored contents: its files refer to the same bytes', async () => {
    const sourceId = await newProject('Source');
    for (let i = 0; i < 4; i++) await upload(`bus${i}.zzt`, randomBytes(64 * 1024));
    const before = await contentRows();
    const copy = await user.post('/vkproject/projectCopy', { id: sourceId, name: 'Source copy' });
    expect(copy.json.state).toBe(200);
    const copyId = copy.json.data.id as number;
    expect(await contentRows()).toBe(before);
    const original = await filesOf(sourceId);
    const copied = await filesOf(copyId);
    expect(copied).toHaveLength(4);
    expect(copied.map((f) => f.contentHash)).toEqual(original.map((f) => f.contentHash));
    expect(copied.map((f) => f.id)).not.toEqual(original.map((f) => f.id));
  });

  it('stores the same bytes uploaded into two projects once', async () => {
    const bytes = randomBytes(32 * 1024);
    const before = await contentRows();
    await newProject('One');
    await upload('same.zzt', bytes);
    await newProject('Two');
    await upload('other-name.zzt', bytes);
    expect(await contentRows()).toBe(before + 1);
    const rows = await app.services.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.contentHash, sha256(bytes)));
    expect(rows).toHaveLength(2);
  });

  it('deleting the last file of a content removes it; a content another file refers to stays', async () => {
    const shared = 'OIL_VERSION = "2.5";\n// shared\n';
    const alone = 'OIL_VERSION = "2.5";\n// alone\n';
    await newProject('Keeps');
    const kept = await upload('shared.oil', shared);
    await newProject('Drops');
    const dropped = await upload('shared.oil', shared);
    const lonely = await upload('alone.oil', alone);
    expect(await stored(sha256(alone))).toBeDefined();

    expect((await user.post('/file/deleteOil', { id: lonely })).json.state).toBe(200);
    expect(await stored(sha256(alone))).toBeUndefined();

    expect((await user.post('/file/deleteOil', { id: dropped })).json.state).toBe(200);
    expect(await stored(sha256(shared))).toBeDefined();
    const keeper = (await app.services.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, kept)))[0];
    expect(keeper?.contentHash).toBe(sha256(shared));
  });

  it('overwriting a file removes its old bytes unless they are still referred to', async () => {
    await newProject('Overwrites');
    const first = 'OIL_VERSION = "2.5";\n// first\n';
    const second = 'OIL_VERSION = "2.5";\n// second\n';
    await upload('app.oil', first);
    await upload('app.oil', second, '?overwrite=true');
    expect(await stored(sha256(first))).toBeUndefined();
    expect(await stored(sha256(second))).toBeDefined();
    // The same bytes again: the content the file refers to stays.
    await upload('app.oil', second, '?overwrite=true');
    expect(await stored(sha256(second))).toBeDefined();
    // A copy refers to the bytes too: overwriting the source keeps them for the copy.
    const sourceId = user.projectId!;
    const copy = await user.post('/vkproject/projectCopy', { id: sourceId, name: 'Overwrites copy' });
    expect(copy.json.state).toBe(200);
    await upload('app.oil', first, '?overwrite=true');
    expect(await stored(sha256(second))).toBeDefined();
    expect((await filesOf(copy.json.data.id as number))[0]?.contentHash).toBe(sha256(second));
  });

  it('the full sweep removes every content no file refers to, and nothing else', async () => {
    const orphan = randomBytes(100);
    await stageFileContent(app.services.db, new Uint8Array(orphan), sha256(orphan));
    await app.services.db
      .update(fileContents)
      .set({ complete: true })
      .where(eq(fileContents.hash, sha256(orphan)));
    const referenced = await contentRows();
    expect(await sweepFileContents(app.services.db)).toBe(1);
    expect(await stored(sha256(orphan))).toBeUndefined();
    const parts = await app.services.db
      .select({ n: count() })
      .from(fileContentParts)
      .where(eq(fileContentParts.hash, sha256(orphan)));
    expect(parts[0]!.n).toBe(0);
    expect(await contentRows()).toBe(referenced - 1);
    expect(await sweepFileContents(app.services.db)).toBe(0);
  });

  it('a sweep leaves an upload that is still writing its parts for an hour, then removes what it left', async () => {
    const bytes = randomBytes(1000);
    const hash = sha256(bytes);
    await stageFileContent(app.services.db, new Uint8Array(bytes), hash);
    expect(await sweepFileContents(app.services.db, [hash])).toBe(0);
    expect(await readFileContent(app.services.db, hash)).toBeUndefined();
    await app.services.db
      .update(fileContents)
      .set({ storedAt: sql`now() - interval '61 minutes'` })
      .where(eq(fileContents.hash, hash));
    expect(await sweepFileContents(app.services.db, [hash])).toBe(1);
  });

  it('a content re-created by another upload that has not written every part yet is not taken as stored', async () => {
    const bytes = randomBytes(CONTENT_PART_BYTES + 10);
    const hash = sha256(bytes);
    await stageFileContent(app.services.db, new Uint8Array(bytes), hash);
    await app.services.db.delete(fileContentParts).where(eq(fileContentParts.part, 1));
    expect(await app.services.db.transaction((tx) => holdFileContent(tx, hash, bytes.length))).toBe(false);
    await stageFileContent(app.services.db, new Uint8Array(bytes), hash);
    expect(await app.services.db.transaction((tx) => holdFileContent(tx, hash, bytes.length))).toBe(true);
    expect(Buffer.from((await readFileContent(app.services.db, hash))!).equals(bytes)).toBe(true);
    expect(await sweepFileContents(app.services.db, [hash])).toBe(1);
  });

  // Two sessions at once: PostgreSQL only (PGlite has one session).
  it.runIf(backend === 'postgres')(
    'a sweep passes over a content an upload in progress holds and does not yet refer to',
    async () => {
      const bytes = randomBytes(1000);
      const hash = sha256(bytes);
      const projectId = user.projectId!;
      // Stored already and referred to by no file (its file was just deleted, its sweep not yet run).
      await stageFileContent(app.services.db, new Uint8Array(bytes), hash);
      await app.services.db.update(fileContents).set({ complete: true }).where(eq(fileContents.hash, hash));
      await app.services.db.transaction(async (tx) => {
        expect(await holdFileContent(tx, hash, bytes.length)).toBe(true);
        // Another session's sweep neither waits for this transaction nor removes the content under it.
        expect(await sweepFileContents(app.services.db, [hash])).toBe(0);
        await tx
          .insert(uploadedFiles)
          .values({ projectId, kind: 'zzt', name: 'racing.zzt', contentHash: hash, size: bytes.length });
      });
      expect(await stored(hash)).toBeDefined();
      expect(await sweepFileContents(app.services.db, [hash])).toBe(0);
    },
  );
});
