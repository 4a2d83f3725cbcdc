/**
 * Which DBC attributes (BA_DEF_ / BA_) say what the CAN stack derivation needs, as data: attribute names per
 * meaning (the first one the database defines wins) and what their enumeration values mean. Matching is
 * case-insensitive for names and values. A project can pass its own mapping (`DbcDeriveOptions.attributes`),
 * usually `mergeAttributeDialects(DEFAULT_DBC_ATTRIBUTES, itsOwn)`.
 *
 * Shipped dialects: Vector CANdb++ (`GenMsg*`, `GenSig*`, `VFrameFormat`, `NmMessage` / `NmAsrMessage`,
 * `DiagRequest` / `DiagResponse` / `DiagState`) and the Ford/GM style found in the corpus's opendbc files
 * (`FixedPeriodic` / `Event` / `EnabledPeriodic` / `EventPeriodic` send types, `GenMsgCycleTimeFast` as the
 * repetition period, receive timeouts per receiving node in `GenSigTimeoutTime_<node>`, `GenSigStartValueInteger`).
 */

/** ComTxModeMode of a message send type; `ignore` = the value says nothing (placeholders like `NotUsed`). */
export type DbcTxModeMeaning = 'PERIODIC' | 'DIRECT' | 'MIXED' | 'NONE' | 'ignore';

/** ComTransferProperty of a signal send type; `ignore` = the value says nothing. */
export type DbcTransferMeaning =
  | 'PENDING'
  | 'TRIGGERED'
  | 'TRIGGERED_ON_CHANGE'
  | 'TRIGGERED_ON_CHANGE_WITHOUT_REPETITION'
  | 'TRIGGERED_WITHOUT_REPETITION'
  | 'ignore';

/** A yes/no marker: the attributes that carry it and the values meaning yes (a non-zero number is yes too). */
export interface DbcMarker {
  attributes: string[];
  yes: string[];
}

export interface DbcAttributeDialect {
  /** Message cycle time in ms (ComTxModeTimePeriod). */
  cycleTime: string[];
  /** Message repetition period in ms (ComTxModeRepetitionPeriod), when repetitions are sent faster. */
  fastCycleTime: string[];
  /** Message send type (ComTxModeMode) and the meaning of its values. */
  sendType: string[];
  sendTypeValues: Record<string, DbcTxModeMeaning>;
  /** Minimum delay between two transmissions in ms (ComMinimumDelayTime). */
  delayTime: string[];
  /** Number of repetitions of an event transmission (ComTxModeNumberOfRepetitions). */
  repetitions: string[];
  /** Delay of the first transmission after start in ms (ComTxModeTimeOffset). */
  startDelay: string[];
  /** Receive timeout of a message in ms (ComTimeout of its signals). */
  messageTimeout: string[];
  /** Receive timeout of a signal in ms; `{node}` is replaced by the receiving node (per-node dialects). */
  signalTimeout: string[];
  /** Initial raw value of a signal (ComSignalInitValue). */
  startValue: string[];
  /** Signal send type (ComTransferProperty) and the meaning of its values. */
  signalSendType: string[];
  signalSendTypeValues: Record<string, DbcTransferMeaning>;
  /** Network management message (→ CanNm). */
  nmMessage: DbcMarker;
  /** Diagnostic request / response (→ CanTp); `diagState` messages stay in Com. */
  diagRequest: DbcMarker;
  diagResponse: DbcMarker;
  diagState: DbcMarker;
  /** Frame format; values matching `fdValues` (regular expression source) are CAN FD frames. */
  frameFormat: string[];
  fdValues: string;
}

/** Vector CANdb++ (the attribute names of its templates). */
export const VECTOR_DIALECT: DbcAttributeDialect = {
  cycleTime: ['GenMsgCycleTime'],
  fastCycleTime: ['GenMsgCycleTimeFast'],
  sendType: ['GenMsgSendType'],
  sendTypeValues: {
    cyclic: 'PERIODIC',
    cyclicx: 'PERIODIC',
    cyclicifactive: 'PERIODIC',
    cyclicifactivex: 'PERIODIC',
    ifactive: 'PERIODIC',
    spontaneous: 'DIRECT',
    spontan: 'DIRECT',
    spontanx: 'DIRECT',
    spontanwithdelay: 'DIRECT',
    spontanwithrepetition: 'DIRECT',
    onwrite: 'DIRECT',
    cyclicandspontaneous: 'MIXED',
    cyclicandspontanx: 'MIXED',
    cyclicandspontanwithdelay: 'MIXED',
    cyclicifactiveandspontanwd: 'MIXED',
    nomsgsendtype: 'NONE',
    notused: 'ignore',
    not_used: 'ignore',
    vector_leerstring: 'ignore',
  },
  delayTime: ['GenMsgDelayTime'],
  repetitions: ['GenMsgNrOfRepetition'],
  startDelay: ['GenMsgStartDelayTime'],
  messageTimeout: ['GenMsgTimeoutTime'],
  signalTimeout: ['GenSigTimeoutTime'],
  startValue: ['GenSigStartValue'],
  signalSendType: ['GenSigSendType'],
  signalSendTypeValues: {
    cyclic: 'PENDING',
    onwrite: 'TRIGGERED',
    onwritewithrepetition: 'TRIGGERED',
    onchange: 'TRIGGERED_ON_CHANGE',
    onchangewithrepetition: 'TRIGGERED_ON_CHANGE',
    ifactive: 'TRIGGERED_ON_CHANGE',
    ifactivewithrepetition: 'TRIGGERED_ON_CHANGE',
    nosigsendtype: 'PENDING',
    vector_leerstring: 'ignore',
  },
  nmMessage: { attributes: ['NmMessage', 'NmAsrMessage'], yes: ['yes', 'true'] },
  diagRequest: { attributes: ['DiagRequest'], yes: ['yes', 'true'] },
  diagResponse: { attributes: ['DiagResponse'], yes: ['yes', 'true'] },
  diagState: { attributes: ['DiagState'], yes: ['yes', 'true'] },
  frameFormat: ['VFrameFormat'],
  fdValues: 'fd',
};

/** Ford/GM style databases (corpus: opendbc ford_*): other send type names, per-node receive timeouts. */
export const FORD_GM_DIALECT: DbcAttributeDialect = {
  ...VECTOR_DIALECT,
  startValue: ['GenSigStartValue', 'GenSigStartValueInteger'],
  sendTypeValues: {
    fixedperiodic: 'PERIODIC',
    enabledperiodic: 'PERIODIC',
    event: 'DIRECT',
    eventperiodic: 'MIXED',
    nomsgsendtype: 'NONE',
    notused: 'ignore',
  },
  signalTimeout: ['GenSigTimeoutTime_{node}', 'GenSigTimeoutTime'],
};

/** Merges dialects: names are tried in order (first dialect first), enumeration meanings of later ones add up. */
export function mergeAttributeDialects(...dialects: DbcAttributeDialect[]): DbcAttributeDialect {
  const names = (pick: (d: DbcAttributeDialect) => string[]) => [...new Set(dialects.flatMap(pick))];
  const marker = (pick: (d: DbcAttributeDialect) => DbcMarker): DbcMarker => ({
    attributes: names((d) => pick(d).attributes),
    yes: names((d) => pick(d).yes),
  });
  return {
    cycleTime: names((d) => d.cycleTime),
    fastCycleTime: names((d) => d.fastCycleTime),
    sendType: names((d) => d.sendType),
    sendTypeValues: Object.assign({}, ...dialects.map((d) => d.sendTypeValues)) as Record<
      string,
      DbcTxModeMeaning
    >,
    delayTime: names((d) => d.delayTime),
    repetitions: names((d) => d.repetitions),
    startDelay: names((d) => d.startDelay),
    messageTimeout: names((d) => d.messageTimeout),
    // Per-node spellings first: they are the more specific.
    signalTimeout: names((d) => d.signalTimeout).sort(
      (a, b) => Number(b.includes('{node}')) - Number(a.includes('{node}')),
    ),
    startValue: names((d) => d.startValue),
    signalSendType: names((d) => d.signalSendType),
    signalSendTypeValues: Object.assign({}, ...dialects.map((d) => d.signalSendTypeValues)) as Record<
      string,
      DbcTransferMeaning
    >,
    nmMessage: marker((d) => d.nmMessage),
    diagRequest: marker((d) => d.diagRequest),
    diagResponse: marker((d) => d.diagResponse),
    diagState: marker((d) => d.diagState),
    frameFormat: names((d) => d.frameFormat),
    fdValues: dialects.map((d) => d.fdValues).join('|'),
  };
}

/** The mapping the derivation uses unless told otherwise: every shipped dialect. */
export const DEFAULT_DBC_ATTRIBUTES: DbcAttributeDialect = mergeAttributeDialects(
  VECTOR_DIALECT,
  FORD_GM_DIALECT,
);
