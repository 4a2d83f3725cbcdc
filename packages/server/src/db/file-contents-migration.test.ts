import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { migrate, type DatabaseHandle } from './database.js';
import { openTestDatabase, testBackends } from '../testing/test-app.js';
import { readFileContent } from '../projects/file-contents.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every byte value, then text: what the migration moves must come back as it was. */
const binary = Buffer.concat([
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
  Buffer.from('x'.repeat(5000)),
]);
const text = Buffer.from('OIL_VERSION = "2.5";\n');

/**
 * `0006_file_contents.sql` on a database holding uploaded files at the state of 0005: their bytes move into
 * `file_contents` under their SHA-256, once per distinct content, and each file refers to its content; then
 * `0007_file_content_parts.sql` moves each content's bytes into `file_content_parts`.
 */
describe.each(testBackends)('the file contents migration on %s', (backend) => {
  let database: DatabaseHandle;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ database, close } = await openTestDatabase(backend, { migrateUntil: '0005_code_attempts.sql' }));
    const db = database.db;
    const user = rowsOf<{ id: number }>(
      await db.execute(
        sql`INSERT INTO users (email, password_hash, name) VALUES ('old@example.com', 'x', 'Old') RETURNING id`,
      ),
    )[0]!.id;
    const project = async (name: string) =>
      rowsOf<{ id: number }>(
        await db.execute(
          sql`INSERT INTO projects (name, chip, compiler, owner_id) VALUES (${name}, 'S32K144', 's32dsGcc', ${user}) RETURNING id`,
        ),
      )[0]!.id;
    const first = await project('First');
    const second = await project('Second');
    for (const [projectId, name, bytes] of [
      [first, 'raw.zzt', binary],
      [first, 'app.oil', text],
      [second, 'app.oil', text],
    ] as const) {
      await db.execute(
        sql`INSERT INTO uploaded_files (project_id, kind, name, content, size, created_by)
            VALUES (${projectId}, ${name.split('.')[1]!}, ${name}, decode(${bytes.toString('hex')}, 'hex'), ${bytes.length}, ${user})`,
      );
    }
  });
  afterAll(async () => {
    await close();
  });

  it('moves the bytes into file_contents, once per content, and the files refer to them', async () => {
    const db = database.db;
    expect(await migrate(db, '0006_file_contents.sql')).toEqual(['0006_file_contents.sql']);
    const files = rowsOf<{ name: string; content_hash: string; size: number }>(
      await db.execute(sql`SELECT name, content_hash, size FROM uploaded_files ORDER BY project_id, name`),
    );
    expect(files.map((f) => [f.name, f.content_hash, f.size])).toEqual([
      ['app.oil', sha256(text), text.length],
      ['raw.zzt', sha256(binary), binary.length],
      ['app.oil', sha256(text), text.length],
    ]);
    const contents = rowsOf<{ hash: string; hex: string; size: number }>(
      await db.execute(
        sql`SELECT hash, encode(content, 'hex') AS hex, size FROM file_contents ORDER BY size`,
      ),
    );
    expect(contents).toEqual([
      { hash: sha256(text), hex: text.toString('hex'), size: text.length },
      { hash: sha256(binary), hex: binary.toString('hex'), size: binary.length },
    ]);
    const columns = rowsOf<{ column_name: string }>(
      await db.execute(
        sql`SELECT column_name FROM information_schema.columns
            WHERE table_schema = ${database.schemaName} AND table_name = 'uploaded_files'`,
      ),
    ).map((c) => c.column_name);
    expect(columns).toContain('content_hash');
    expect(columns).not.toContain('content');
  });

  it('refuses a file whose content is not stored, and a content still referred to cannot be deleted', async () => {
    const db = database.db;
    const project = rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM projects LIMIT 1`))[0]!.id;
    await expect(
      db.execute(
        sql`INSERT INTO uploaded_files (project_id, kind, name, content_hash, size)
            VALUES (${project}, 'oil', 'ghost.oil', ${'0'.repeat(64)}, 1)`,
      ),
    ).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM file_contents WHERE hash = ${sha256(text)}`)).rejects.toThrow();
  });

  it('0007 moves each content into one part, complete, read back as it was', async () => {
    const db = database.db;
    expect(await migrate(db, '0007_file_content_parts.sql')).toEqual(['0007_file_content_parts.sql']);
    const contents = rowsOf<{ hash: string; complete: boolean; parts: number }>(
      await db.execute(
        sql`SELECT c.hash, c.complete, (SELECT count(*)::int FROM file_content_parts p WHERE p.hash = c.hash) AS parts
            FROM file_contents c ORDER BY c.size`,
      ),
    );
    expect(contents).toEqual([
      { hash: sha256(text), complete: true, parts: 1 },
      { hash: sha256(binary), complete: true, parts: 1 },
    ]);
    for (const bytes of [text, binary])
      expect(Buffer.from((await readFileContent(db, sha256(bytes)))!).equals(bytes)).toBe(true);
  });
});
