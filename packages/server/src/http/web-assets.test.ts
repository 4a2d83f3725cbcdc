import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { HASHED_ASSET_CACHE, REVALIDATED_CACHE, webCacheControl } from './web-assets.js';

describe('webCacheControl', () => {
  it.each([
    ['assets/LoginPage-D3l__dzd.js', HASHED_ASSET_CACHE],
    ['assets/index-Bc1x.css', HASHED_ASSET_CACHE],
    ['assets\\vendor-x1.js', HASHED_ASSET_CACHE],
    ['index.html', REVALIDATED_CACHE],
    ['favicon.svg', REVALIDATED_CACHE],
    ['not-assets/a.js', REVALIDATED_CACHE],
  ])('%s → %s', (path, expected) => {
    expect(webCacheControl(path)).toBe(expected);
  });
});

/** The built web app as the server serves it: precompressed when the browser accepts it, hashed files kept a year. */
describe('serving the built web app', () => {
  let app: TestApp;
  const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
  const page = `<!doctype html><html><head><script type="module" src="/assets/app-Hash123.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;

  beforeAll(async () => {
    const webDir = mkdtempSync(join(tmpdir(), 'ecuc-web-'));
    mkdirSync(join(webDir, 'assets'));
    for (const [path, text] of [
      ['index.html', page],
      ['assets/app-Hash123.js', script],
    ] as const) {
      writeFileSync(join(webDir, path), text);
      writeFileSync(join(webDir, `${path}.br`), brotliCompressSync(text));
      writeFileSync(join(webDir, `${path}.gz`), gzipSync(text));
    }
    app = await createTestApp('pglite', { webDir });
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.fastify.inject({ method: 'GET', url, headers });

  it('sends a hashed script brotli-compressed to a browser that accepts it, cached a year', async () => {
    const answer = await get('/assets/app-Hash123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
    expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser that accepts only gzip, and the plain file to one that accepts neither', async () => {
    const gzipped = await get('/assets/app-Hash123.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/app-Hash123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
  });

  it('has the browser ask again for index.html each time, answered 304 while it is unchanged', async () => {
    const first = await get('/', { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe(REVALIDATED_CACHE);
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(page);
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
  });
});
