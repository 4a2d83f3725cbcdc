import { describe, expect, it } from 'vitest';
import { osCheckTable } from '@ecuc/core/modules/os/rules';
import {
  OIL_UPLOAD_LIMIT_BYTES,
  checkHelpRows,
  fileSizeText,
  uploadOutcomeOf,
  uploadRefusalOf,
} from './oilFiles.js';

describe('uploadOutcomeOf', () => {
  it('tells uploaded, exists (1041) and refusals apart', () => {
    expect(uploadOutcomeOf({ state: 200, data: { id: 1 } }, 'a.oil')).toEqual({ kind: 'uploaded' });
    expect(uploadOutcomeOf({ state: 1041, message: 'a.oil exists' }, 'a.oil')).toEqual({
      kind: 'exists',
      name: 'a.oil',
    });
    expect(uploadOutcomeOf({ state: 1044, message: 'only .oil' }, 'a.txt')).toEqual({
      kind: 'refused',
      state: 1044,
      message: 'only .oil',
    });
    expect(uploadOutcomeOf('<html>', 'a.oil')).toEqual({ kind: 'refused', state: -1, message: '' });
  });
});

describe('uploadRefusalOf', () => {
  it('refuses other extensions and files over 10 MB', () => {
    expect(uploadRefusalOf({ name: 'cfg.OIL', size: 10 })).toBeUndefined();
    expect(uploadRefusalOf({ name: 'cfg.arxml', size: 10 })).toBe('extension');
    expect(uploadRefusalOf({ name: '.oil', size: 10 })).toBe('extension');
    expect(uploadRefusalOf({ name: 'big.oil', size: OIL_UPLOAD_LIMIT_BYTES })).toBeUndefined();
    expect(uploadRefusalOf({ name: 'big.oil', size: OIL_UPLOAD_LIMIT_BYTES + 1 })).toBe('size');
  });
});

describe('fileSizeText', () => {
  it('uses B, KB and MB', () => {
    for (const language of ['zh_cn', 'en_us'] as const) {
      expect(fileSizeText(512, language)).toBe('512 B');
      expect(fileSizeText(2048, language)).toBe('2.0 KB');
      expect(fileSizeText(1000 * 1024 + 512, language)).toBe('1,000.5 KB');
      expect(fileSizeText(3 * 1024 * 1024, language)).toBe('3.0 MB');
    }
  });
});

describe('checkHelpRows', () => {
  it('gives every OS check in the chosen language and filters by code or text', () => {
    const zh = checkHelpRows(osCheckTable, 'zh_cn');
    const en = checkHelpRows(osCheckTable, 'en_us');
    expect(zh).toHaveLength(osCheckTable.length);
    expect(zh[0]!.text).toBe(osCheckTable[0]!.zh_cn);
    expect(en[0]!.text).toBe(osCheckTable[0]!.en_us);
    expect(checkHelpRows(osCheckTable, 'en_us', 'os0033').map((r) => r.code)).toEqual(['OS0033']);
    const byText = checkHelpRows(osCheckTable, 'en_us', 'minimum cycle');
    expect(byText.map((r) => r.code)).toContain('OS0033');
    expect(byText.length).toBeLessThan(osCheckTable.length);
  });
});
