/**
 * A system description as a bus database of the communication page: its CAN cluster (the one the chosen ECU
 * instance is connected to, else the first) read into the DBC model, so that the message list and DBC verify
 * work on it as on a DBC.
 */
import { readArxml } from '../../../formats/arxml/index.js';
import { diagnostic } from '../../../formats/diagnostic.js';
import { decodeText } from '../../../formats/text.js';
import { busDatabaseSupport } from '../dbc/bus-support.js';
import { canClusters, systemToDbcDatabase } from './adapter.js';
import { readSystemExtras } from './extras.js';

export const systemBusSupport = busDatabaseSupport((source, language, node) => {
  const text = decodeText(source.bytes).text;
  const read = readArxml(text, source.file);
  if (!read.model || read.diagnostics.some((d) => d.severity === 'error'))
    return { database: undefined, diagnostics: read.diagnostics };
  if (canClusters(read.model).length === 0)
    return {
      database: undefined,
      diagnostics: [
        ...read.diagnostics,
        diagnostic(
          'error',
          'SYSTEM_NO_CAN_CLUSTER',
          language === 'zh_cn' ? '文件中没有 CAN 集群' : 'the file holds no CAN cluster',
          source.file,
          1,
          1,
        ),
      ],
    };
  const adapted = systemToDbcDatabase(read.model, {
    file: source.file,
    language,
    extras: readSystemExtras(text),
    ...(node ? { ecu: node } : {}),
  });
  return { database: adapted.database, diagnostics: [...read.diagnostics, ...adapted.diagnostics] };
});
