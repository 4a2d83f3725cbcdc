/**
 * The LDF importer of LinIf: a LIN description file → the LIN stack of the node chosen with the option `ecu`
 * (the master when none is given), through `deriveFromLdf`, merged with an earlier import of the file like a
 * DBC (`derivedChanges`). The reader's errors refuse the file; its warnings and the derivation's remarks come
 * along.
 */
import { diagnostic } from '../../../formats/diagnostic.js';
import { readLdf } from '../../../formats/ldf/index.js';
import type { ImportResult, ModuleImporter } from '../../plugin.js';
import { derivationImportResult, derivedChanges } from '../../com/dbc/provenance.js';
import { ldfAsBusDatabase } from './bus.js';
import { ldfBusSupport } from './bus-support.js';
import { deriveFromLdf } from './derive.js';

export const linIfLdfImporter: ModuleImporter = {
  id: 'ldf',
  description: {
    zh_cn:
      'LDF 文件：为所选节点（选项 ecu，默认主节点）派生 LIN 通信栈（EcuC PDU、Lin、LinIf、PduR、Com、ComM、LinSM）',
    en_us:
      'LDF file: derives the LIN stack (EcuC Pdus, Lin, LinIf, PduR, Com, ComM, LinSM) of the chosen node (option ecu, the master by default)',
  },
  extensions: ['.ldf'],
  busDatabase: ldfBusSupport,
  import(source, context): ImportResult {
    const read = readLdf(source.bytes, source.file);
    const errors = read.diagnostics.filter((d) => d.severity === 'error');
    if (!read.model || errors.length > 0) {
      if (errors.length === 0)
        errors.push(diagnostic('error', 'LDF_UNREADABLE', 'the file could not be read', source.file, 1, 1));
      return {
        changes: { replaceModules: [], create: [], update: [] },
        report: { created: 0, changed: 0, removed: 0, notUnderstood: [], facts: {} },
        diagnostics: [...errors, ...read.diagnostics.filter((d) => d.severity !== 'error')],
        sourceMap: new Map(),
      };
    }
    const ldf = read.model;
    const ecu = context.options?.['ecu'] ?? context.options?.['node'];
    const outcome = derivedChanges(ldfAsBusDatabase(ldf), context, (base) =>
      deriveFromLdf(ldf, base, context.definitions, {
        file: source.file,
        language: context.language,
        newId: context.newId,
        ...(ecu ? { ecu } : {}),
      }),
    );
    return derivationImportResult(source.file, read.diagnostics, outcome);
  },
};
