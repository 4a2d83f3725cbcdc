/**
 * The system-description importer of Com: an AUTOSAR system description (.arxml) with CAN clusters → the
 * CAN stack of the ECU instance named by the option `ecu`, on one CAN cluster (option `cluster`; by default
 * the one the ECU is connected to), through `systemToDbcDatabase` and the DBC derivation.
 *
 * An .arxml file is also ECUC values, a definition or a software-component description: without the option
 * `ecu`, or without a CAN cluster, this importer leaves the file to the others and says nothing. A file it
 * takes and the reader refuses (wrong root, namespace or schema version) is refused with the reader's
 * located errors.
 */
import { readArxml } from '../../../formats/arxml/index.js';
import { decodeText } from '../../../formats/text.js';
import { diagnostic, type Diagnostic } from '../../../formats/diagnostic.js';
import type { ImportResult, ModuleImporter } from '../../plugin.js';
import type { ContainerValue, ProjectSnapshot } from '../../../ecuc/store-types.js';
import { deriveFromDbc, shortNameOf } from '../dbc/derive.js';
import { derivationImportResult, derivedChanges } from '../dbc/provenance.js';
import { systemBusSupport } from './bus-support.js';
import { canClusters, systemToDbcDatabase } from './adapter.js';
import { readSystemExtras } from './extras.js';
import { systemDeriveText } from './messages.js';

const nothing = (
  diagnostics: Diagnostic[] = [],
  facts: ImportResult['report']['facts'] = {},
): ImportResult => ({
  changes: { replaceModules: [], create: [], update: [] },
  report: { created: 0, changed: 0, removed: 0, notUnderstood: [], facts },
  diagnostics: [
    ...diagnostics.filter((d) => d.severity === 'error'),
    ...diagnostics.filter((d) => d.severity !== 'error'),
  ],
  sourceMap: new Map(),
});

/** The longest short name the product accepts (E_0007). */
const MAX_NAME_LENGTH = 60;

/**
 * The DBC derivation names the bus's containers (Can controller, hardware objects, CanIf controller, HRH,
 * HTH, buffer) after the file; here the bus is a CAN cluster, so they take the cluster's name instead,
 * unless a sibling already has that name.
 */
export function namedAfterCluster(
  created: readonly ContainerValue[],
  snapshot: ProjectSnapshot,
  file: string,
  cluster: string,
): ContainerValue[] {
  const fileName = shortNameOf(file.replace(/^.*[\\/]/, '').replace(/\.dbc$/i, ''));
  const busName = shortNameOf(cluster);
  const key = (c: ContainerValue, name: string) =>
    `${c.module}\u0000${c.instanceId}\u0000${c.parentId ?? ''}\u0000${name}`;
  const taken = new Set([...snapshot.containers, ...created].map((c) => key(c, c.shortName)));
  return created.map((c) => {
    if (c.module !== 'Can' && c.module !== 'CanIf') return c;
    if (c.shortName !== fileName && !c.shortName.startsWith(`${fileName}_`)) return c;
    const renamed = `${busName}${c.shortName.slice(fileName.length)}`;
    if (renamed.length > MAX_NAME_LENGTH || taken.has(key(c, renamed))) return c;
    taken.add(key(c, renamed));
    return { ...c, shortName: renamed };
  });
}

export const comSystemImporter: ModuleImporter = {
  id: 'system',
  description: {
    zh_cn:
      'AUTOSAR 系统描述（含 CAN 集群的 .arxml）：为选项 ecu 指定的 ECU 实例派生 CAN 通信栈（EcuC PDU、Can、CanIf、PduR、Com）；选项 cluster 选择 CAN 集群',
    en_us:
      'AUTOSAR system description (.arxml with CAN clusters): derives the CAN stack (EcuC Pdus, Can, CanIf, PduR, Com) of the ECU instance named by the option ecu; the option cluster picks the CAN cluster',
  },
  extensions: ['.arxml'],
  busDatabase: systemBusSupport,
  import(source, context): ImportResult {
    const ecu = context.options?.['ecu'] ?? context.options?.['node'];
    if (ecu === undefined || ecu === '') return nothing();
    const text = decodeText(source.bytes).text;
    // Cheap first look: a file that names no CAN cluster is not read a second time.
    if (!text.includes('CAN-CLUSTER')) return nothing();
    const read = readArxml(text, source.file);
    const errors = read.diagnostics.filter((d) => d.severity === 'error');
    if (!read.model || errors.length > 0) {
      if (errors.length === 0)
        errors.push(diagnostic('error', 'ARXML_UNREADABLE', 'the file could not be read', source.file, 1, 1));
      return nothing([...errors, ...read.diagnostics.filter((d) => d.severity !== 'error')]);
    }
    const document = read.model;
    if (canClusters(document).length === 0) return nothing();
    const known = document.ecuInstances.map((e) => e.shortName);
    if (!document.ecuInstances.some((e) => e.shortName === ecu || e.path === ecu)) {
      const at = document.ecuInstances[0] ?? canClusters(document)[0]!;
      return nothing([
        diagnostic(
          'error',
          'SYSTEM_DERIVE_NO_ECU',
          systemDeriveText(context.language, 'SYSTEM_DERIVE_NO_ECU', {
            ecu,
            known: known.length > 0 ? known.join(', ') : '-',
          }),
          source.file,
          at.line,
          at.col,
        ),
      ]);
    }
    const cluster = context.options?.['cluster'];
    const adapted = systemToDbcDatabase(document, {
      file: source.file,
      language: context.language,
      ecu,
      extras: readSystemExtras(text),
      ...(cluster !== undefined && cluster !== '' ? { cluster } : {}),
    });
    if (adapted.diagnostics.some((d) => d.severity === 'error') || !adapted.cluster)
      return nothing([...read.diagnostics, ...adapted.diagnostics]);
    const outcome = derivedChanges(
      adapted.database,
      context,
      (base) =>
        deriveFromDbc(adapted.database, base, context.definitions, {
          file: source.file,
          language: context.language,
          newId: context.newId,
          ecu: adapted.ecu ?? ecu,
        }),
      (created, base) => namedAfterCluster(created, base, source.file, adapted.cluster!.shortName),
    );
    return derivationImportResult(source.file, [...read.diagnostics, ...adapted.diagnostics], outcome, {
      cluster: adapted.cluster.shortName,
    });
  },
};
