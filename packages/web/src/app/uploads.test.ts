import { describe, expect, it } from 'vitest';
import { fileRefusalOf, uploadAnswerOf, UPLOAD_LIMIT_BYTES } from './uploads.js';

describe('fileRefusalOf', () => {
  it.each([
    [{ name: 'Cdd_ParamDef.arxml', size: 10 }, '.arxml', undefined],
    [{ name: 'CDD.ARXML', size: 10 }, '.arxml', undefined],
    [{ name: '.arxml', size: 10 }, '.arxml', 'extension'],
    [{ name: 'cdd.xml', size: 10 }, '.arxml', 'extension'],
    [{ name: 'cdd.arxml.bak', size: 10 }, '.arxml', 'extension'],
    [{ name: 'os.oil', size: UPLOAD_LIMIT_BYTES }, '.oil', undefined],
    [{ name: 'os.oil', size: UPLOAD_LIMIT_BYTES + 1 }, '.oil', 'size'],
  ] as const)('%o as %s → %s', (file, extension, refusal) => {
    expect(fileRefusalOf(file, extension)).toBe(refusal);
  });
});

describe('uploadAnswerOf', () => {
  it('reads OK with its data, a refusal with its state and message, anything else as state -1', () => {
    expect(uploadAnswerOf<{ n: number }>({ state: 200, data: { n: 1 } })).toEqual({
      ok: true,
      data: { n: 1 },
    });
    expect(uploadAnswerOf({ state: 1043, message: 'a.arxml:3:4: bad' })).toEqual({
      ok: false,
      state: 1043,
      message: 'a.arxml:3:4: bad',
    });
    expect(uploadAnswerOf('<html>')).toEqual({ ok: false, state: -1, message: '' });
  });
});
