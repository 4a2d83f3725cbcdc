/**
 * The code table: exactly OS0001..OS0051, texts in both languages, and docs/os-checks.md showing
 * the same table. `WRITE_OS_CHECKS_DOC=1 npx vitest run packages/core/src/modules/os/rules/index.test.ts`
 * rewrites the table part of the doc from the code.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { osCheckTable, osChecks, osRules, type OsCheckTableRow } from './index.js';

const DOC = new URL('../../../../../../docs/os-checks.md', import.meta.url);
const BEGIN = '<!-- os-check-table:begin -->';
const END = '<!-- os-check-table:end -->';

function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

function renderTable(rows: readonly OsCheckTableRow[]): string {
  const lines = [
    '| code | severity | zh_cn | en_us | rationale | source |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.code} | ${r.severity} | ${cell(r.zh_cn)} | ${cell(r.en_us)} | ${cell(r.rationale)} | ${cell(r.source)} |`,
    ),
  ];
  return lines.join('\n');
}

/** Rows of the doc's table, split on unescaped pipes. */
function parseDocRows(markdown: string): string[][] {
  const start = markdown.indexOf(BEGIN);
  const end = markdown.indexOf(END);
  const table = markdown.slice(start + BEGIN.length, end).trim();
  return table
    .split('\n')
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((c) => c.trim().replace(/\\\|/g, '|')),
    );
}

describe('osCheckTable', () => {
  it('has exactly the codes OS0001..OS0051 in order, without gaps', () => {
    expect(osCheckTable.map((r) => r.code)).toEqual(
      Array.from({ length: 51 }, (_, i) => `OS${String(i + 1).padStart(4, '0')}`),
    );
    expect(osRules.map((r) => r.code)).toEqual(osCheckTable.map((r) => r.code));
  });

  it('has texts in both languages, a rationale and a source for every code', () => {
    for (const row of osCheckTable) {
      expect(row.zh_cn.trim(), row.code).not.toBe('');
      expect(row.en_us.trim(), row.code).not.toBe('');
      expect(/[\u4e00-\u9fff]/.test(row.zh_cn), row.code).toBe(true);
      expect(row.rationale.length, row.code).toBeGreaterThan(20);
      expect(row.source.trim(), row.code).not.toBe('');
    }
  });

  it('marks the warnings as such in both languages', () => {
    const warnings = osChecks.filter((c) => c.severity === 'warning').map((c) => c.code);
    expect(warnings).toEqual(['OS0015', 'OS0016', 'OS0017', 'OS0050']);
    for (const row of osCheckTable.filter((r) => r.severity === 'warning')) {
      expect(row.zh_cn).toContain('警告');
      expect(row.en_us).toContain('warning');
    }
  });

  it('is what docs/os-checks.md shows', () => {
    let markdown = readFileSync(DOC, 'utf8');
    if (process.env.WRITE_OS_CHECKS_DOC) {
      const start = markdown.indexOf(BEGIN);
      const end = markdown.indexOf(END);
      markdown = `${markdown.slice(0, start + BEGIN.length)}\n${renderTable(osCheckTable)}\n${markdown.slice(end)}`;
      writeFileSync(DOC, markdown);
    }
    const docRows = parseDocRows(markdown);
    expect(docRows).toEqual(
      osCheckTable.map((r) => [r.code, r.severity, r.zh_cn, r.en_us, r.rationale, r.source]),
    );
  });
});
