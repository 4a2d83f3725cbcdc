import { bench, describe } from 'vitest';
import {
  closeSync,
  createReadStream,
  existsSync,
  openSync,
  readFileSync,
  statSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createArxmlReader, readArxml, summarizeArxml } from './index.js';

const corpus = fileURLToPath(new URL('../../../../../../shared/corpus/', import.meta.url));
const myEcuPath = readFileSync(`${corpus}MANIFEST.tsv`, 'utf8')
  .split('\n')
  .map((line) => line.split('\t')[0] ?? '')
  .find((path) => path.endsWith('MyECU.ecuc.arxml'));
const myEcu = new Uint8Array(readFileSync(`${corpus}${myEcuPath ?? 'arxml/canmatrix/MyECU.ecuc.arxml'}`));

/** One CAN frame with its triggering, PDU, eight I-signals, system signals and mappings. */
function frameBlock(i: number): { cluster: string; frames: string; pdus: string; signals: string } {
  let mappings = '';
  let signals = '';
  for (let s = 0; s < 8; s++) {
    const name = `Sig_${i}_${s}`;
    mappings += `<I-SIGNAL-TO-I-PDU-MAPPING><SHORT-NAME>${name}_M</SHORT-NAME><I-SIGNAL-REF DEST="I-SIGNAL">/Gen/Signals/${name}</I-SIGNAL-REF><PACKING-BYTE-ORDER>MOST-SIGNIFICANT-BYTE-LAST</PACKING-BYTE-ORDER><START-POSITION>${s * 8}</START-POSITION><TRANSFER-PROPERTY>PENDING</TRANSFER-PROPERTY></I-SIGNAL-TO-I-PDU-MAPPING>\n`;
    signals += `<I-SIGNAL><SHORT-NAME>${name}</SHORT-NAME><DESC><L-2 L="EN">Generated signal ${s} of frame ${i}</L-2></DESC><DATA-TYPE-POLICY>OVERRIDE</DATA-TYPE-POLICY><INIT-VALUE><NUMERICAL-VALUE-SPECIFICATION><VALUE>0</VALUE></NUMERICAL-VALUE-SPECIFICATION></INIT-VALUE><LENGTH>8</LENGTH><NETWORK-REPRESENTATION-PROPS><SW-DATA-DEF-PROPS-VARIANTS><SW-DATA-DEF-PROPS-CONDITIONAL><COMPU-METHOD-REF DEST="COMPU-METHOD">/Gen/Compu/Identical</COMPU-METHOD-REF></SW-DATA-DEF-PROPS-CONDITIONAL></SW-DATA-DEF-PROPS-VARIANTS></NETWORK-REPRESENTATION-PROPS><SYSTEM-SIGNAL-REF DEST="SYSTEM-SIGNAL">/Gen/Signals/${name}_Sys</SYSTEM-SIGNAL-REF></I-SIGNAL>\n<SYSTEM-SIGNAL><SHORT-NAME>${name}_Sys</SHORT-NAME><DYNAMIC-LENGTH>false</DYNAMIC-LENGTH></SYSTEM-SIGNAL>\n`;
  }
  return {
    cluster: `<CAN-FRAME-TRIGGERING><SHORT-NAME>Frame_${i}_T</SHORT-NAME><FRAME-REF DEST="CAN-FRAME">/Gen/Frames/Frame_${i}</FRAME-REF><CAN-ADDRESSING-MODE>${i % 2 ? 'EXTENDED' : 'STANDARD'}</CAN-ADDRESSING-MODE><IDENTIFIER>${i}</IDENTIFIER></CAN-FRAME-TRIGGERING>\n`,
    frames: `<CAN-FRAME><SHORT-NAME>Frame_${i}</SHORT-NAME><FRAME-LENGTH>8</FRAME-LENGTH><PDU-TO-FRAME-MAPPINGS><PDU-TO-FRAME-MAPPING><SHORT-NAME>Frame_${i}_P</SHORT-NAME><PACKING-BYTE-ORDER>MOST-SIGNIFICANT-BYTE-LAST</PACKING-BYTE-ORDER><PDU-REF DEST="I-SIGNAL-I-PDU">/Gen/Pdus/Pdu_${i}</PDU-REF><START-POSITION>0</START-POSITION></PDU-TO-FRAME-MAPPING></PDU-TO-FRAME-MAPPINGS></CAN-FRAME>\n`,
    pdus: `<I-SIGNAL-I-PDU><SHORT-NAME>Pdu_${i}</SHORT-NAME><LENGTH>8</LENGTH><I-SIGNAL-TO-PDU-MAPPINGS>\n${mappings}</I-SIGNAL-TO-PDU-MAPPINGS></I-SIGNAL-I-PDU>\n`,
    signals,
  };
}

/** Writes a generated system description of at least `bytes` into the temporary folder (once). */
function generatedSystem(bytes: number): string {
  const path = join(tmpdir(), `ecuc-bench-system-${bytes}-v2.arxml`);
  if (existsSync(path) && statSync(path).size >= bytes) return path;
  const perFrame = Object.values(frameBlock(100000)).reduce((n, s) => n + s.length, 0);
  const count = Math.ceil((bytes * 1.05) / perFrame);
  const fd = openSync(path, 'w');
  const section = (
    name: string,
    part: 'cluster' | 'frames' | 'pdus' | 'signals',
    open: string,
    close: string,
  ) => {
    writeSync(fd, `<AR-PACKAGE><SHORT-NAME>${name}</SHORT-NAME><ELEMENTS>\n${open}`);
    let buffer = '';
    for (let i = 0; i < count; i++) {
      buffer += frameBlock(i)[part];
      if (buffer.length > 1 << 20) {
        writeSync(fd, buffer);
        buffer = '';
      }
    }
    writeSync(fd, `${buffer}${close}</ELEMENTS></AR-PACKAGE>\n`);
  };
  writeSync(
    fd,
    '<?xml version="1.0" encoding="UTF-8"?>\n<AUTOSAR xmlns="http://autosar.org/schema/r4.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://autosar.org/schema/r4.0 AUTOSAR_00051.xsd">\n<AR-PACKAGES><AR-PACKAGE><SHORT-NAME>Gen</SHORT-NAME><AR-PACKAGES>\n',
  );
  section(
    'Cluster',
    'cluster',
    '<CAN-CLUSTER><SHORT-NAME>Can0</SHORT-NAME><CAN-CLUSTER-VARIANTS><CAN-CLUSTER-CONDITIONAL><BAUDRATE>500000</BAUDRATE><PHYSICAL-CHANNELS><CAN-PHYSICAL-CHANNEL><SHORT-NAME>Ch0</SHORT-NAME><FRAME-TRIGGERINGS>\n',
    '</FRAME-TRIGGERINGS></CAN-PHYSICAL-CHANNEL></PHYSICAL-CHANNELS></CAN-CLUSTER-CONDITIONAL></CAN-CLUSTER-VARIANTS></CAN-CLUSTER>\n',
  );
  section('Frames', 'frames', '', '');
  section('Pdus', 'pdus', '', '');
  section('Signals', 'signals', '', '');
  writeSync(
    fd,
    '<AR-PACKAGE><SHORT-NAME>Compu</SHORT-NAME><ELEMENTS><COMPU-METHOD><SHORT-NAME>Identical</SHORT-NAME><CATEGORY>IDENTICAL</CATEGORY></COMPU-METHOD></ELEMENTS></AR-PACKAGE>\n</AR-PACKAGES></AR-PACKAGE></AR-PACKAGES></AUTOSAR>\n',
  );
  closeSync(fd);
  return path;
}

async function readFileStreaming(path: string) {
  const reader = createArxmlReader({ file: path });
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) {
    reader.write(chunk as Uint8Array);
  }
  return reader.close();
}

const megabytes = (n: number): string => `${(n / 1024 / 1024).toFixed(1)} MB`;

describe('ARXML reading', () => {
  let reported = false;
  bench(
    `MyECU.ecuc.arxml (${megabytes(myEcu.length)} of ECUC values), budget 100 ms`,
    () => {
      const start = performance.now();
      const result = readArxml(myEcu, 'MyECU.ecuc.arxml');
      const ms = performance.now() - start;
      if (!reported && result.model) {
        reported = true;
        console.log(
          `MyECU.ecuc.arxml: first read ${ms.toFixed(1)} ms`,
          JSON.stringify(summarizeArxml(result.model)),
        );
      }
    },
    { time: 2000, warmupIterations: 3 },
  );

  const systemPath = generatedSystem(50 * 1024 * 1024);
  bench(
    `generated system description (${megabytes(statSync(systemPath).size)}), chunked from file, budget 5 s and 300 MB`,
    async () => {
      globalThis.gc?.();
      const rssBefore = process.memoryUsage().rss;
      const start = performance.now();
      const result = await readFileStreaming(systemPath);
      const ms = performance.now() - start;
      const rssAfter = process.memoryUsage().rss;
      const summary = result.model ? JSON.stringify(summarizeArxml(result.model)) : 'NO MODEL';
      console.log(
        `generated ${megabytes(statSync(systemPath).size)}: ${(ms / 1000).toFixed(2)} s ` +
          `(${ms < 5000 ? 'within' : 'OVER'} 5 s); rss before ${megabytes(rssBefore)}, after ${megabytes(rssAfter)}, ` +
          `growth ${megabytes(rssAfter - rssBefore)} (${rssAfter - rssBefore < 300 * 1024 * 1024 ? 'within' : 'OVER'} 300 MB); ${summary}; ` +
          `${result.diagnostics.length} diagnostics`,
      );
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );

  // 5 MB that is not XML at all (an upload of the wrong file): the reader stops at the first fatal error.
  const garbage = new Uint8Array(5 * 1024 * 1024);
  for (let i = 0, x = 2463534242; i < garbage.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    garbage[i] = x & 0xff;
  }
  bench(
    `${megabytes(garbage.length)} of random bytes, refused at the first fatal error (before: a pass over every byte, 17 s)`,
    () => {
      const result = readArxml(garbage, 'random.arxml');
      if (result.model !== undefined) throw new Error('random bytes were read as ARXML');
    },
    { time: 1000, warmupIterations: 2 },
  );
});
