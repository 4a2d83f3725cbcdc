import type { FormatAdapter } from '../adapter.js';
import type { LdfFile } from './model.js';
import { readLdf } from './reader.js';
import { writeLdf } from './writer.js';

export interface LdfSummary {
  frames: number;
  signals: number;
  nodes: number;
  scheduleTables: number;
  [key: string]: number;
}

/** Frames count unconditional, sporadic, event-triggered and diagnostic frames; signals include diagnostic signals. */
export function summarizeLdf(ldf: LdfFile): LdfSummary {
  return {
    frames:
      ldf.frames.length +
      ldf.sporadicFrames.length +
      ldf.eventTriggeredFrames.length +
      ldf.diagnosticFrames.length,
    signals: ldf.signals.length + ldf.diagnosticSignals.length,
    nodes: (ldf.nodes.master === undefined ? 0 : 1) + ldf.nodes.slaves.length,
    scheduleTables: ldf.scheduleTables.length,
  };
}

export const ldfFormat: FormatAdapter<LdfFile> = {
  format: 'ldf',
  extensions: ['.ldf'],
  read: (input) => readLdf(input.bytes, input.file),
  summarize: summarizeLdf,
  write: writeLdf,
};
