/**
 * The DBC importer of Com: a CAN database file → the CAN stack of the ECU node chosen with the option `ecu`
 * (the node sending the most messages when none is given), through `deriveFromDbc`; the option
 * `multiplexed` (`ipdum`, the default, or `skip`) says what becomes of multiplexed messages. The reader's errors
 * refuse the file; its warnings and the derivation's remarks come along.
 */
import { diagnostic } from '../../../formats/diagnostic.js';
import { readDbc } from '../../../formats/dbc/index.js';
import type { ImportResult, ModuleImporter } from '../../plugin.js';
import { deriveFromDbc } from './derive.js';
import { dbcBusSupport } from './bus-support.js';
import { derivationImportResult, derivedChanges } from './provenance.js';
import type { DbcAttributeDialect } from './attribute-dialects.js';
import { attributeMappingOf, checkAttributeMapping } from './attribute-mapping.js';

/** The project's own attribute mapping (option `attributes`, JSON), merged onto the shipped dialects. */
function ownAttributeMapping(json: string | undefined): DbcAttributeDialect | undefined {
  if (!json) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  const checked = checkAttributeMapping(parsed);
  return checked.ok ? attributeMappingOf(checked.mapping) : undefined;
}

export const comDbcImporter: ModuleImporter = {
  id: 'dbc',
  description: {
    zh_cn:
      'DBC 文件：为所选节点（选项 ecu）派生 CAN 通信栈（EcuC PDU、Can、CanIf、PduR、Com、IpduM、CanTp、CanNm）',
    en_us:
      'DBC file: derives the CAN stack (EcuC Pdus, Can, CanIf, PduR, Com, IpduM, CanTp, CanNm) of the chosen node (option ecu)',
  },
  extensions: ['.dbc'],
  busDatabase: dbcBusSupport,
  import(source, context): ImportResult {
    const read = readDbc(source.bytes, { file: source.file, language: context.language });
    const errors = read.diagnostics.filter((d) => d.severity === 'error');
    const empty: ImportResult = {
      changes: { replaceModules: [], create: [], update: [] },
      report: { created: 0, changed: 0, removed: 0, notUnderstood: [], facts: {} },
      diagnostics: [...errors, ...read.diagnostics.filter((d) => d.severity !== 'error')],
      sourceMap: new Map(),
    };
    if (!read.model || errors.length > 0) {
      if (errors.length === 0)
        empty.diagnostics.unshift(
          diagnostic('error', 'DBC_UNREADABLE', 'the file could not be read', source.file, 1, 1),
        );
      return empty;
    }
    const ecu = context.options?.['ecu'] ?? context.options?.['node'];
    const multiplexed = context.options?.['multiplexed'];
    const attributes = ownAttributeMapping(context.options?.['attributes']);
    const outcome = derivedChanges(read.model, context, (base) =>
      deriveFromDbc(read.model!, base, context.definitions, {
        file: source.file,
        language: context.language,
        newId: context.newId,
        ...(ecu ? { ecu } : {}),
        ...(multiplexed === 'skip' || multiplexed === 'ipdum' ? { multiplexed } : {}),
        ...(attributes ? { attributes } : {}),
      }),
    );
    return derivationImportResult(source.file, read.diagnostics, outcome);
  },
};
