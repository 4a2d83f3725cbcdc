import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultContainersFor } from '../../../ecuc/defaults.js';
import type { ContainerValue, ProjectSnapshot } from '../../../ecuc/store-types.js';
import { verifyProject } from '../../../verify/engine.js';
import { emptySnapshot, importFile, snapshotWithChanges } from '../../file-configuration.js';
import { MODULE_DEFINITIONS } from '../../index.js';
import { proposalImporter } from '../../registry.js';
import { DCM_PATHS } from '../definition.js';
import { DCM_CONNECTIONS_PROPOSAL } from './proposal.js';
import { diagnosticTransport, PDUR_PATHS } from './transport.js';

const CORPUS = new URL('../../../../../../../shared/corpus/dbc/', import.meta.url);
const ECUC_PDU = '/EcuC/EcucPduCollection/Pdu';
const CONNECTION = `${DCM_PATHS.protocolRow}/DcmDslConnection`;

let counter = 0;
const newId = () => `c${(counter += 1)}`;

/** The CAN stack a bus database derives for a node, on a project. */
function derived(snapshot: ProjectSnapshot, file: string, bytes: Uint8Array, node: string): ProjectSnapshot {
  const planned = importFile(
    { file, bytes },
    { language: 'en_us', snapshot, definitions: MODULE_DEFINITIONS, newId, options: { ecu: node } },
  );
  if (!planned) throw new Error(`no importer for ${file}`);
  return planned.snapshot;
}

/** The proposal planned against a project, as the server plans it. */
function propose(snapshot: ProjectSnapshot) {
  const planned = importFile(
    { file: 'connections', bytes: new Uint8Array() },
    { language: 'en_us', snapshot, definitions: MODULE_DEFINITIONS, newId },
    [proposalImporter('Dcm', 'connections')!],
  );
  if (!planned) throw new Error('no proposal');
  return planned;
}

/** A project with Dcm enabled (its default containers). */
function withDcm(): ProjectSnapshot {
  const dcm = MODULE_DEFINITIONS.find((d) => d.name === 'Dcm')!;
  const create = defaultContainersFor(dcm, { newId });
  return snapshotWithChanges(
    emptySnapshot('dcm'),
    { replaceModules: [], create, update: [] },
    MODULE_DEFINITIONS,
  );
}

const errorsOf = (snapshot: ProjectSnapshot) =>
  verifyProject(snapshot, MODULE_DEFINITIONS, { language: 'en_us' }).errList.map(
    (r) => `${r.code} ${r.path} ${r.param ?? ''}`,
  );

const countOf = (containers: readonly ContainerValue[], path: string) =>
  containers.filter((c) => c.definitionPath === path).length;

/** How many containers of the kinds the proposal makes a change set creates. */
function createdCounts(create: readonly ContainerValue[]) {
  return {
    pdus: countOf(create, ECUC_PDU),
    routes: countOf(create, PDUR_PATHS.path),
    rows: countOf(create, DCM_PATHS.protocolRow),
    buffers: countOf(create, DCM_PATHS.buffer),
    connections: countOf(create, DCM_PATHS.mainConnection),
    rx: countOf(create, DCM_PATHS.protocolRx),
    tx: countOf(create, DCM_PATHS.protocolTx),
  };
}

/** Removes containers (with their subtrees) from a project. */
function without(snapshot: ProjectSnapshot, remove: (c: ContainerValue) => boolean): ProjectSnapshot {
  const ids = snapshot.containers.filter(remove).map((c) => c.id);
  return snapshotWithChanges(
    snapshot,
    { replaceModules: [], create: [], update: [], remove: ids },
    MODULE_DEFINITIONS,
  );
}

/** A project with containers changed. */
function changed(snapshot: ProjectSnapshot, change: (c: ContainerValue) => ContainerValue): ProjectSnapshot {
  return { ...snapshot, containers: snapshot.containers.map(change) };
}

// ------------------------------------------------------------------------------------------ the corpus

/** Every file and node of the corpus's reference whose derivation has CanTp N-SDUs. */
const corpusCases = (() => {
  const rows = readFileSync(new URL('DERIVE.tsv', CORPUS), 'utf8')
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('\t'));
  const pairs = [
    ...new Map(rows.map(([file = '', node = '']) => [`${file}\t${node}`, { file, node }])).values(),
  ];
  return pairs
    .map(({ file, node }) => ({ file, node, bytes: new Uint8Array(readFileSync(new URL(file, CORPUS))) }))
    .filter(
      ({ file, node, bytes }) =>
        diagnosticTransport(derived(emptySnapshot(file), file, bytes, node).containers).length > 0,
    )
    .map(({ file, node, bytes }) => ({ name: `${file} (${node})`, file, node, bytes }));
})();

describe('connecting Dcm to the N-SDUs a corpus DBC derives', () => {
  it('the corpus has DBCs with diagnostic messages', () => {
    expect(corpusCases.length).toBeGreaterThan(0);
  });

  describe.each(corpusCases)('$name', ({ file, node, bytes }) => {
    it.each([
      { start: 'a project without Dcm', project: () => emptySnapshot(file), reuses: false },
      // The derivation routes each N-SDU to a `<M>_Dcm` Pdu when the project has Dcm: the proposal reuses them.
      { start: 'a project with Dcm', project: withDcm, reuses: true },
    ])(
      'on $start: one Dcm protocol Rx per Rx N-SDU and Tx per response, E_Dcm0006 holds',
      ({ project, reuses }) => {
        const before = derived(project(), file, bytes, node);
        const nSdus = diagnosticTransport(before.containers);
        const rx = nSdus.filter((n) => n.direction === 'rx');
        const responses = nSdus.filter((n) => n.direction === 'tx' && n.physical);
        const requestsSent = nSdus.filter((n) => n.direction === 'tx' && !n.physical);
        expect(DCM_CONNECTIONS_PROPOSAL.unavailable(before, MODULE_DEFINITIONS)).toBeUndefined();

        const planned = propose(before);
        expect(planned.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
        // Functional Tx N-SDUs are requests this ECU sends as a tester: said, not connected.
        expect(planned.diagnostics.map((d) => d.code)).toEqual(
          requestsSent.map(() => 'DCM_CONNECT_FUNCTIONAL_TX'),
        );
        const after = planned.snapshot;
        expect(countOf(after.containers, DCM_PATHS.protocolRx)).toBe(rx.length);
        expect(countOf(after.containers, DCM_PATHS.protocolTx)).toBe(responses.length);
        const counts = createdCounts(planned.changes.create);
        expect(counts.pdus).toBe(reuses ? 0 : rx.length + responses.length);
        expect(counts.routes).toBe(counts.pdus);

        // Each physical pair shares a main connection, functional requests join their channel's.
        const connected = diagnosticTransport(after.containers);
        for (const n of connected.filter((c) => c.direction === 'rx' || c.physical)) {
          expect(n.connection, n.nSdu.shortName).toBeDefined();
          if (n.partner) expect(n.partner.connection?.id).toBe(n.connection?.id);
          const physicalOfChannel = connected.find(
            (c) => c.direction === 'rx' && c.physical && c.channel.id === n.channel.id,
          );
          if (!n.physical && physicalOfChannel)
            expect(n.connection?.id).toBe(physicalOfChannel.connection?.id);
        }
        // Nothing the project did not have before: E_Dcm0006 (and every other rule) on the new containers holds.
        const errorsBefore = new Set(errorsOf(before));
        const newErrors = errorsOf(after).filter((e) => !errorsBefore.has(e));
        expect(newErrors).toEqual([]);
        expect(errorsOf(after).filter((e) => e.startsWith('E_Dcm'))).toEqual([]);

        // Run again: nothing to connect.
        expect(DCM_CONNECTIONS_PROPOSAL.unavailable(after, MODULE_DEFINITIONS)?.en_us).toMatch(
          /connected to Dcm already/,
        );
        const again = propose(after);
        expect(again.changes.create).toEqual([]);
        expect(again.changes.update).toEqual([]);
      },
    );
  });
});

// ------------------------------------------------------------------------------------------ edge cases

/** One bus, node ECU: two physical request/response pairs, a functional request, a plain frame. */
const DIAGNOSTIC_BUS = [
  'VERSION ""',
  'BU_: ECU TESTER',
  'BO_ 256 Status: 8 ECU',
  ' SG_ Speed : 0|16@1+ (1,0) [0|0] "" TESTER',
  'BO_ 2016 Req_Ecu: 8 TESTER',
  ' SG_ Data : 0|8@1+ (1,0) [0|0] "" ECU',
  'BO_ 2024 Resp_Ecu: 8 ECU',
  ' SG_ Data : 0|8@1+ (1,0) [0|0] "" TESTER',
  'BO_ 2018 Req_Boot: 8 TESTER',
  ' SG_ Data : 0|8@1+ (1,0) [0|0] "" ECU',
  'BO_ 2026 Resp_Boot: 8 ECU',
  ' SG_ Data : 0|8@1+ (1,0) [0|0] "" TESTER',
  'BO_ 2015 Req_Func: 8 TESTER',
  ' SG_ Data : 0|8@1+ (1,0) [0|0] "" ECU',
  '',
  'BA_DEF_ BO_ "DiagRequest" ENUM "No","Yes";',
  'BA_DEF_ BO_ "DiagResponse" ENUM "No","Yes";',
  'BA_DEF_DEF_ "DiagRequest" "No";',
  'BA_DEF_DEF_ "DiagResponse" "No";',
  'BA_ "DiagRequest" BO_ 2016 1;',
  'BA_ "DiagRequest" BO_ 2018 1;',
  'BA_ "DiagRequest" BO_ 2015 1;',
  'BA_ "DiagResponse" BO_ 2024 1;',
  'BA_ "DiagResponse" BO_ 2026 1;',
  '',
].join('\n');

const PLAIN_BUS = DIAGNOSTIC_BUS.split('\n')
  .filter((line) => !line.includes('Diag'))
  .join('\n');

const bus = (text: string, project: ProjectSnapshot = emptySnapshot('bus')) =>
  derived(project, 'bus.dbc', new TextEncoder().encode(text), 'ECU');

/** The bus with Dcm connected by the proposal. */
const connectedBus = () => propose(bus(DIAGNOSTIC_BUS)).snapshot;

const named = (snapshot: ProjectSnapshot, path: string, name: string) =>
  snapshot.containers.find((c) => c.definitionPath === path && c.shortName === name);

const NONE = { pdus: 0, routes: 0, rows: 0, buffers: 0, connections: 0, rx: 0, tx: 0 };

describe('a re-import of the bus database after the connections were made', () => {
  it.each(corpusCases)(
    '$name: one Dcm Pdu and one routing path per N-SDU, still connected',
    ({ file, node, bytes }) => {
      const source = `dbc:${file}`;
      const reimported = (snapshot: ProjectSnapshot) => {
        const planned = importFile(
          { file, bytes },
          {
            language: 'en_us',
            snapshot,
            definitions: MODULE_DEFINITIONS,
            newId,
            options: { ecu: node, source },
          },
        );
        if (!planned) throw new Error(`no importer for ${file}`);
        return snapshotWithChanges(snapshot, planned.changes, MODULE_DEFINITIONS);
      };
      // Imported before Dcm was enabled: the proposal makes the Dcm-side Pdus and paths.
      const dcm = MODULE_DEFINITIONS.find((d) => d.name === 'Dcm')!;
      const imported = reimported(emptySnapshot(file));
      const withModule = snapshotWithChanges(
        imported,
        { replaceModules: [], create: defaultContainersFor(dcm, { newId }), update: [] },
        MODULE_DEFINITIONS,
      );
      const connected = propose(withModule).snapshot;
      const pathsOf = (snapshot: ProjectSnapshot) =>
        snapshot.containers
          .filter((c) => c.definitionPath === ECUC_PDU || c.definitionPath === PDUR_PATHS.path)
          .map((c) => `${c.definitionPath} ${c.shortName}`)
          .sort();
      const again = reimported(connected);
      // Nothing twice; what the re-import adds belongs to the N-SDUs the proposal left out (requests this ECU
      // sends as a tester), which the derivation now routes to Dcm as it does on a project with Dcm.
      expect(new Set(pathsOf(again)).size).toBe(pathsOf(again).length);
      expect(pathsOf(again)).toEqual(expect.arrayContaining(pathsOf(connected)));
      const leftOut = diagnosticTransport(connected.containers)
        .filter((n) => n.direction === 'tx' && !n.physical)
        .map((n) => n.nSdu.shortName);
      const added = pathsOf(again).filter((path) => !pathsOf(connected).includes(path));
      for (const path of added)
        expect(
          leftOut.some((name) => path.endsWith(` ${name}_Dcm`) || path.endsWith(` ${name}_Tp`)),
          path,
        ).toBe(true);
      expect(errorsOf(again).filter((row) => row.startsWith('E_Dcm'))).toEqual([]);
      expect(DCM_CONNECTIONS_PROPOSAL.unavailable(again, MODULE_DEFINITIONS)?.en_us).toMatch(
        /connected to Dcm already/,
      );
    },
  );
});

describe('connecting Dcm: edge cases', () => {
  it.each([
    {
      name: 'a project without CanTp N-SDU: not available',
      project: () => bus(PLAIN_BUS),
      unavailable: /has no CanTp N-SDU/,
      created: NONE,
      remarks: [],
    },
    {
      name: 'a bus with two pairs and a functional request: everything, the functional request with the first pair',
      project: () => bus(DIAGNOSTIC_BUS),
      unavailable: undefined,
      created: { pdus: 5, routes: 5, rows: 1, buffers: 2, connections: 2, rx: 3, tx: 2 },
      remarks: [],
    },
    {
      name: 'every N-SDU connected: not available, nothing proposed',
      project: connectedBus,
      unavailable: /connected to Dcm already/,
      created: NONE,
      remarks: [],
    },
    {
      name: 'a connected request is skipped; its response, no longer connected, joins its connection on the routed Pdu',
      project: () =>
        without(
          connectedBus(),
          (c) => c.definitionPath === DCM_PATHS.protocolTx && c.shortName === 'Resp_Ecu_Tx',
        ),
      unavailable: undefined,
      created: { ...NONE, tx: 1 },
      remarks: [],
    },
    {
      name: 'the UDS row kept with its buffers, a buffer too small grows (said)',
      project: () =>
        changed(
          without(connectedBus(), (c) => c.definitionPath === CONNECTION),
          (c) =>
            c.shortName === 'Dcm_RxBuffer' ? { ...c, values: { ...c.values, DcmDslBufferSize: '64' } } : c,
        ),
      unavailable: undefined,
      created: { ...NONE, connections: 2, rx: 3, tx: 2 },
      remarks: ['DCM_CONNECT_BUFFER_ENLARGED'],
    },
    {
      name: 'a functional Tx N-SDU (a request the ECU sends): not connected, said',
      project: () =>
        changed(bus(DIAGNOSTIC_BUS), (c) =>
          c.definitionPath.endsWith('/CanTpTxNSdu') && c.shortName === 'Resp_Boot'
            ? { ...c, values: { ...c.values, CanTpTxTaType: 'CANTP_FUNCTIONAL' } }
            : c,
        ),
      unavailable: undefined,
      created: { pdus: 4, routes: 4, rows: 1, buffers: 2, connections: 2, rx: 3, tx: 1 },
      remarks: ['DCM_CONNECT_FUNCTIONAL_TX'],
    },
    {
      name: 'an N-SDU routed to a Pdu another module uses (a gateway): not Dcm’s, said',
      project: () => {
        // With Dcm, the derivation routes Req_Ecu to Req_Ecu_Dcm; CanIf takes that Pdu here.
        const snapshot = bus(DIAGNOSTIC_BUS, withDcm());
        const upper = named(snapshot, ECUC_PDU, 'Req_Ecu_Dcm')!;
        return changed(snapshot, (c) =>
          c.definitionPath === '/CanIf/CanIfInitCfg/CanIfTxPduCfg' && c.shortName === 'Status'
            ? { ...c, references: { ...c.references, CanIfTxPduRef: [upper.id] } }
            : c,
        );
      },
      unavailable: undefined,
      // Its response has no request left to answer; the project's default buffer is the Rx buffer.
      created: { pdus: 0, routes: 0, rows: 1, buffers: 1, connections: 1, rx: 2, tx: 1 },
      remarks: ['DCM_CONNECT_ROUTED_ELSEWHERE', 'DCM_CONNECT_NO_REQUEST'],
    },
  ])('$name', ({ project, unavailable, created, remarks }) => {
    const snapshot = project();
    const lacking = DCM_CONNECTIONS_PROPOSAL.unavailable(snapshot, MODULE_DEFINITIONS);
    if (unavailable) expect(lacking?.en_us).toMatch(unavailable);
    else expect(lacking).toBeUndefined();
    const planned = propose(snapshot);
    expect(createdCounts(planned.changes.create)).toEqual(created);
    expect(planned.diagnostics.map((d) => d.code)).toEqual(remarks);
    expect(errorsOf(planned.snapshot).filter((e) => e.startsWith('E_Dcm'))).toEqual([]);
  });

  it('names what it makes after the N-SDUs, groups each pair, and takes the N-SDU’s addressing', () => {
    const after = connectedBus();
    const byId = new Map(after.containers.map((c) => [c.id, c]));
    const rows = after.containers
      .filter((c) => c.definitionPath === DCM_PATHS.protocolRx || c.definitionPath === DCM_PATHS.protocolTx)
      .map((c) => {
        const pdu = byId.get(
          (c.references['DcmDslProtocolRxPduRef'] ?? c.references['DcmDslProtocolTxPduRef'])![0]!,
        );
        return [
          byId.get(c.parentId!)!.shortName,
          c.shortName,
          c.values['DcmDslProtocolRxAddrType'] ?? '',
          pdu?.shortName,
        ];
      });
    expect(rows.sort()).toEqual([
      ['Req_Boot_Main', 'Req_Boot_Rx', 'DCM_PHYSICAL_TYPE', 'Req_Boot_Dcm'],
      ['Req_Boot_Main', 'Resp_Boot_Tx', '', 'Resp_Boot_Dcm'],
      ['Req_Ecu_Main', 'Req_Ecu_Rx', 'DCM_PHYSICAL_TYPE', 'Req_Ecu_Dcm'],
      ['Req_Ecu_Main', 'Req_Func_Rx', 'DCM_FUNCTIONAL_TYPE', 'Req_Func_Dcm'],
      ['Req_Ecu_Main', 'Resp_Ecu_Tx', '', 'Resp_Ecu_Dcm'],
    ]);
    const row = after.containers.find((c) => c.definitionPath === DCM_PATHS.protocolRow)!;
    expect(row.values['DcmDslProtocolType']).toBe('DCM_UDS_ON_CAN');
    const rxBuffer = byId.get(row.references['DcmDslProtocolRxBufferRef']![0]!)!;
    const txBuffer = byId.get(row.references['DcmDslProtocolTxBufferRef']![0]!)!;
    expect([rxBuffer.shortName, rxBuffer.values['DcmDslBufferSize']]).toEqual(['Dcm_RxBuffer', '4095']);
    expect([txBuffer.shortName, txBuffer.values['DcmDslBufferSize']]).toEqual(['Dcm_TxBuffer', '4095']);
    expect(byId.get(row.references['DcmDslProtocolSIDTable']![0]!)?.definitionPath).toBe(
      DCM_PATHS.serviceTable,
    );
    // Handle ids continue after the derivation's, each once.
    const sourceIds = after.containers
      .filter((c) => c.definitionPath === PDUR_PATHS.src)
      .map((c) => c.values['PduRSourcePduHandleId']);
    expect(new Set(sourceIds).size).toBe(sourceIds.length);
    // The whole project verifies without errors.
    expect(errorsOf(after)).toEqual([]);
  });

  it('E_Dcm0006 sees the connections: without their routing paths each protocol Rx and Tx is reported', () => {
    const after = connectedBus();
    const dcmPdus = new Set(
      after.containers
        .filter((c) => c.definitionPath === ECUC_PDU && c.shortName.endsWith('_Dcm'))
        .map((c) => c.id),
    );
    const routes = after.containers
      .filter((c) => c.definitionPath === PDUR_PATHS.src || c.definitionPath === PDUR_PATHS.dest)
      .filter((c) =>
        [...(c.references['PduRSrcPduRef'] ?? []), ...(c.references['PduRDestPduRef'] ?? [])].some((id) =>
          dcmPdus.has(id),
        ),
      );
    const cut = without(after, (c) => routes.some((r) => r.parentId === c.id));
    expect(errorsOf(cut).filter((e) => e.startsWith('E_Dcm0006'))).toHaveLength(5);
  });
});
