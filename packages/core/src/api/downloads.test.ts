import { describe, expect, it } from 'vitest';
import { EXPORT_WARNING_COUNT_HEADER, EXPORT_WARNINGS_HEADER, exportWarningsOf } from './downloads.js';

describe('exportWarningsOf', () => {
  const encoded = (warnings: unknown) => encodeURIComponent(JSON.stringify(warnings));

  it.each([
    ['no headers: none', {}, { listed: [], count: 0 }],
    [
      'the listed warnings and their count',
      { [EXPORT_WARNINGS_HEADER]: encoded(['a', '汉字']), [EXPORT_WARNING_COUNT_HEADER]: '2' },
      { listed: ['a', '汉字'], count: 2 },
    ],
    [
      'more than are listed',
      { [EXPORT_WARNINGS_HEADER]: encoded(['a']), [EXPORT_WARNING_COUNT_HEADER]: '70' },
      { listed: ['a'], count: 70 },
    ],
    [
      'a count below the list is the list’s',
      { [EXPORT_WARNINGS_HEADER]: encoded(['a', 'b']), [EXPORT_WARNING_COUNT_HEADER]: '1' },
      { listed: ['a', 'b'], count: 2 },
    ],
    ['a garbled list is none', { [EXPORT_WARNINGS_HEADER]: '%E0%A4%A' }, { listed: [], count: 0 }],
    [
      'not a list of texts',
      { [EXPORT_WARNINGS_HEADER]: encoded([1, 'a', null]) },
      { listed: ['a'], count: 1 },
    ],
    ['a count that is no number', { [EXPORT_WARNING_COUNT_HEADER]: 'many' }, { listed: [], count: 0 }],
  ])('%s', (_name, headers, expected) => {
    expect(exportWarningsOf(headers)).toEqual(expected);
  });
});
