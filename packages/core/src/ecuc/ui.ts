import type { DefinitionUiHint, LocalizedText, ModuleUi } from './types.js';

/** One row of a label table: zh_cn label, en_us label, and optional extras. */
export type UiLabelRow = readonly [zh_cn: string, en_us: string, extra?: Omit<DefinitionUiHint, 'label'>];

/**
 * Builds UI hints from a table keyed by paths relative to a base definition path
 * (`''` is the base itself); rows keep the table's order as their `order`.
 */
export function uiTable(basePath: string, rows: Readonly<Record<string, UiLabelRow>>): ModuleUi {
  const out: Record<string, DefinitionUiHint> = {};
  let order = 0;
  for (const [relative, [zh_cn, en_us, extra]] of Object.entries(rows)) {
    const label: LocalizedText = { zh_cn, en_us };
    out[relative === '' ? basePath : `${basePath}/${relative}`] = { order: (order += 1), ...extra, label };
  }
  return out;
}

/** The label of a definition path in a language, falling back to the definition's own name. */
export function labelOf(ui: ModuleUi, definitionPath: string, language: keyof LocalizedText): string {
  return ui[definitionPath]?.label?.[language] ?? definitionPath.slice(definitionPath.lastIndexOf('/') + 1);
}
