import { describe, expect, it } from 'vitest';
import { fileRefusalOf, UPLOAD_LIMIT_BYTES } from './uploads.js';

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
