/**
 * The LDF as a bus database of the communication page: read, its unconditional frames in the bus model
 * (`ldfAsBusDatabase`), each frame's worst-case slot (1.4 × its nominal bits) for the bus load.
 */
import { readLdf } from '../../../formats/ldf/index.js';
import { busDatabaseSupport } from '../../com/dbc/bus-support.js';
import { ldfAsBusDatabase, linFrameMaxBits } from './bus.js';

export const ldfBusSupport = busDatabaseSupport(
  (source) => {
    const read = readLdf(source.bytes, source.file);
    const errors = read.diagnostics.some((d) => d.severity === 'error');
    return {
      database: read.model && !errors ? ldfAsBusDatabase(read.model) : undefined,
      diagnostics: read.diagnostics,
    };
  },
  (size) => linFrameMaxBits(size),
);
