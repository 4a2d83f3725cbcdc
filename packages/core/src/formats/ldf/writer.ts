/**
 * Writes an LDF in one canonical layout (LIN 2.x section order, four-space indents, hexadecimal
 * frame ids and NADs). Reading the output gives back the same model.
 */
import type { LdfEncodingValue, LdfFile, LdfScheduleCommand, LdfSignalPlacement } from './model.js';

const hex = (n: number, width = 2): string =>
  Number.isInteger(n) && n >= 0 ? `0x${n.toString(16).toUpperCase().padStart(width, '0')}` : String(n);

const init = (value: number | number[]): string =>
  Array.isArray(value) ? `{${value.join(', ')}}` : String(value);

function placements(signals: readonly LdfSignalPlacement[], out: string[]): void {
  for (const p of signals) out.push(`        ${p.signal}, ${p.offset};`);
}

function command(c: LdfScheduleCommand): string {
  switch (c.kind) {
    case 'frame':
      return c.frame;
    case 'MasterReq':
    case 'SlaveResp':
      return c.kind;
    case 'AssignNAD':
    case 'SaveConfiguration':
      return `${c.kind} {${c.node}}`;
    case 'ConditionalChangeNAD':
      return `ConditionalChangeNAD {${[c.nad, c.id, c.byte, c.mask, c.inv, c.newNad].map((n) => hex(n)).join(', ')}}`;
    case 'DataDump':
      return `DataDump {${[c.node, ...c.data.map((n) => hex(n))].join(', ')}}`;
    case 'AssignFrameIdRange':
      return `AssignFrameIdRange {${[c.node, String(c.frameIndex), ...c.pids.map((n) => hex(n))].join(', ')}}`;
    case 'FreeFormat':
      return `FreeFormat {${c.data.map((n) => hex(n)).join(', ')}}`;
    case 'AssignFrameId':
    case 'UnassignFrameId':
      return `${c.kind} {${c.node}, ${c.frame}}`;
  }
}

function encodingValue(v: LdfEncodingValue): string {
  switch (v.kind) {
    case 'logical':
      return `logical_value, ${v.value}${v.text === undefined ? '' : `, "${v.text}"`};`;
    case 'physical':
      return `physical_value, ${v.min}, ${v.max}, ${v.scale}, ${v.offset}${v.unit === undefined ? '' : `, "${v.unit}"`};`;
    case 'bcd':
      return 'bcd_value;';
    case 'ascii':
      return 'ascii_value;';
  }
}

/** Comments come first, as block comments; every section is written, even when empty, except optional ones. */
export function writeLdf(ldf: LdfFile): string {
  const out: string[] = [];
  for (const c of ldf.comments) out.push(`/* ${c.text.replace(/\*\//g, '* /')} */`);
  if (ldf.comments.length > 0) out.push('');
  const h = ldf.header;
  out.push('LIN_description_file;');
  out.push(`LIN_protocol_version = "${h.protocolVersion}";`);
  out.push(`LIN_language_version = "${h.languageVersion}";`);
  if (h.speedKbps !== undefined) out.push(`LIN_speed = ${h.speedKbps} kbps;`);
  if (h.channelName !== undefined) out.push(`Channel_name = "${h.channelName}";`);
  out.push('');

  out.push('Nodes {');
  const m = ldf.nodes.master;
  if (m !== undefined) {
    const extra = m.bitLength === undefined ? '' : `, ${m.bitLength} bits, ${m.tolerancePercent ?? 0} %`;
    out.push(`    Master: ${m.name}, ${m.timeBaseMs} ms, ${m.jitterMs} ms${extra};`);
  }
  if (ldf.nodes.slaves.length > 0) out.push(`    Slaves: ${ldf.nodes.slaves.join(', ')};`);
  out.push('}', '');

  out.push('Signals {');
  for (const s of ldf.signals) {
    out.push(
      `    ${s.name}: ${s.size}, ${init(s.initValue)}, ${[s.publisher, ...s.subscribers].join(', ')};`,
    );
  }
  out.push('}', '');

  if (ldf.diagnosticSignals.length > 0) {
    out.push('Diagnostic_signals {');
    for (const s of ldf.diagnosticSignals) out.push(`    ${s.name}: ${s.size}, ${init(s.initValue)};`);
    out.push('}', '');
  }

  out.push('Frames {');
  for (const f of ldf.frames) {
    out.push(`    ${f.name}: ${hex(f.id)}, ${f.publisher}${f.length === undefined ? '' : `, ${f.length}`} {`);
    placements(f.signals, out);
    out.push('    }');
  }
  out.push('}', '');

  if (ldf.sporadicFrames.length > 0) {
    out.push('Sporadic_frames {');
    for (const f of ldf.sporadicFrames) out.push(`    ${f.name}: ${f.frames.join(', ')};`);
    out.push('}', '');
  }
  if (ldf.eventTriggeredFrames.length > 0) {
    out.push('Event_triggered_frames {');
    for (const f of ldf.eventTriggeredFrames) {
      const table = f.collisionScheduleTable === undefined ? '' : `${f.collisionScheduleTable}, `;
      out.push(`    ${f.name}: ${table}${[hex(f.id), ...f.frames].join(', ')};`);
    }
    out.push('}', '');
  }
  if (ldf.diagnosticFrames.length > 0) {
    out.push('Diagnostic_frames {');
    for (const f of ldf.diagnosticFrames) {
      out.push(`    ${f.name}: ${hex(f.id)} {`);
      placements(f.signals, out);
      out.push('    }');
    }
    out.push('}', '');
  }
  if (ldf.diagnosticAddresses.length > 0) {
    out.push('Diagnostic_addresses {');
    for (const d of ldf.diagnosticAddresses) out.push(`    ${d.node}: ${hex(d.nad)};`);
    out.push('}', '');
  }

  if (ldf.nodeAttributes.length > 0) {
    out.push('Node_attributes {');
    for (const a of ldf.nodeAttributes) {
      out.push(`    ${a.node} {`);
      if (a.protocol !== undefined) out.push(`        LIN_protocol = "${a.protocol}";`);
      if (a.configuredNad !== undefined) out.push(`        configured_NAD = ${hex(a.configuredNad)};`);
      if (a.initialNad !== undefined) out.push(`        initial_NAD = ${hex(a.initialNad)};`);
      if (a.productId !== undefined) {
        const p = a.productId;
        const ids = [
          hex(p.supplierId, 4),
          hex(p.functionId, 4),
          ...(p.variant === undefined ? [] : [String(p.variant)]),
        ];
        out.push(`        product_id = ${ids.join(', ')};`);
      }
      if (a.responseError !== undefined) out.push(`        response_error = ${a.responseError};`);
      if (a.faultStateSignals.length > 0)
        out.push(`        fault_state_signals = ${a.faultStateSignals.join(', ')};`);
      if (a.p2MinMs !== undefined) out.push(`        P2_min = ${a.p2MinMs} ms;`);
      if (a.stMinMs !== undefined) out.push(`        ST_min = ${a.stMinMs} ms;`);
      if (a.nAsTimeoutMs !== undefined) out.push(`        N_As_timeout = ${a.nAsTimeoutMs} ms;`);
      if (a.nCrTimeoutMs !== undefined) out.push(`        N_Cr_timeout = ${a.nCrTimeoutMs} ms;`);
      for (const o of a.otherAttributes) out.push(`        ${o.name} = ${o.values.join(' ')};`);
      if (a.configurableFrames.length > 0) {
        out.push('        configurable_frames {');
        for (const f of a.configurableFrames) {
          out.push(`            ${f.frame}${f.messageId === undefined ? '' : ` = ${hex(f.messageId, 4)}`};`);
        }
        out.push('        }');
      }
      out.push('    }');
    }
    out.push('}', '');
  }

  out.push('Schedule_tables {');
  for (const t of ldf.scheduleTables) {
    out.push(`    ${t.name} {`);
    for (const e of t.entries) out.push(`        ${command(e.command)} delay ${e.delayMs} ms;`);
    out.push('    }');
  }
  out.push('}', '');

  if (ldf.signalGroups.length > 0) {
    out.push('Signal_groups {');
    for (const g of ldf.signalGroups) {
      out.push(`    ${g.name}: ${g.size} {`);
      placements(g.signals, out);
      out.push('    }');
    }
    out.push('}', '');
  }
  if (ldf.signalEncodingTypes.length > 0) {
    out.push('Signal_encoding_types {');
    for (const e of ldf.signalEncodingTypes) {
      out.push(`    ${e.name} {`);
      for (const v of e.values) out.push(`        ${encodingValue(v)}`);
      out.push('    }');
    }
    out.push('}', '');
  }
  if (ldf.signalRepresentations.length > 0) {
    out.push('Signal_representation {');
    for (const r of ldf.signalRepresentations) out.push(`    ${r.encoding}: ${r.signals.join(', ')};`);
    out.push('}', '');
  }
  return out.join('\n');
}
