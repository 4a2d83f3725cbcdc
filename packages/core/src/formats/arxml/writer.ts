/**
 * Writes ECUC configuration values as an AUTOSAR R4 document (ECUC-MODULE-CONFIGURATION-VALUES with
 * DEFINITION-REFs). Reading the output gives back the same values model; modules are grouped by
 * their package, so modules of one package come out together.
 */
import type {
  EcucContainerValue,
  EcucModuleValues,
  EcucParameterValue,
  EcucReferenceValue,
} from './model.js';

const R4_HEADER =
  '<AUTOSAR xmlns="http://autosar.org/schema/r4.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
  'xsi:schemaLocation="http://autosar.org/schema/r4.0 AUTOSAR_4-3-0.xsd">';

export function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;',
  );
}

interface PackageNode {
  name: string;
  modules: EcucModuleValues[];
  children: Map<string, PackageNode>;
}

class XmlLines {
  readonly lines: string[] = [];
  private indent = 0;
  raw(line: string): void {
    this.lines.push(line);
  }
  indentBy(levels: number): void {
    this.indent += levels;
  }
  open(tag: string): void {
    this.lines.push(`${'  '.repeat(this.indent)}<${tag}>`);
    this.indent++;
  }
  close(tag: string): void {
    this.indent--;
    this.lines.push(`${'  '.repeat(this.indent)}</${tag}>`);
  }
  leaf(tag: string, text: string, dest?: string): void {
    const attribute = dest === undefined || dest === '' ? '' : ` DEST="${escapeXml(dest)}"`;
    this.lines.push(`${'  '.repeat(this.indent)}<${tag}${attribute}>${escapeXml(text)}</${tag}>`);
  }
}

const parameterElements: Record<EcucParameterValue['kind'], string> = {
  numerical: 'ECUC-NUMERICAL-PARAM-VALUE',
  textual: 'ECUC-TEXTUAL-PARAM-VALUE',
  'add-info': 'ECUC-ADD-INFO-PARAM-VALUE',
};

function writeParameter(out: XmlLines, p: EcucParameterValue): void {
  const tag = parameterElements[p.kind];
  out.open(tag);
  out.leaf('DEFINITION-REF', p.definitionRef, p.definitionDest);
  if (p.kind === 'add-info') {
    out.open('VALUE');
    for (const line of p.value.split('\n')) {
      if (line.trim() === '') continue;
      out.open('P');
      out.leaf('L-1', line);
      out.close('P');
    }
    out.close('VALUE');
  } else {
    out.leaf('VALUE', p.value);
  }
  out.close(tag);
}

function writeReference(out: XmlLines, r: EcucReferenceValue): void {
  const tag = r.kind === 'reference' ? 'ECUC-REFERENCE-VALUE' : 'ECUC-INSTANCE-REFERENCE-VALUE';
  out.open(tag);
  out.leaf('DEFINITION-REF', r.definitionRef, r.definitionDest);
  if (r.kind === 'reference') {
    if (r.valueRef !== '') out.leaf('VALUE-REF', r.valueRef, r.valueDest);
  } else {
    out.open('VALUE-IREF');
    for (const context of r.contextRefs) out.leaf('CONTEXT-ELEMENT-REF', context.ref, context.dest);
    if (r.valueRef !== '') out.leaf('TARGET-REF', r.valueRef, r.valueDest);
    out.close('VALUE-IREF');
  }
  out.close(tag);
}

function writeContainer(out: XmlLines, c: EcucContainerValue): void {
  out.open('ECUC-CONTAINER-VALUE');
  out.leaf('SHORT-NAME', c.shortName);
  out.leaf('DEFINITION-REF', c.definitionRef, c.definitionDest);
  if (c.parameters.length > 0) {
    out.open('PARAMETER-VALUES');
    for (const p of c.parameters) writeParameter(out, p);
    out.close('PARAMETER-VALUES');
  }
  if (c.references.length > 0) {
    out.open('REFERENCE-VALUES');
    for (const r of c.references) writeReference(out, r);
    out.close('REFERENCE-VALUES');
  }
  if (c.subContainers.length > 0) {
    out.open('SUB-CONTAINERS');
    for (const sub of c.subContainers) writeContainer(out, sub);
    out.close('SUB-CONTAINERS');
  }
  out.close('ECUC-CONTAINER-VALUE');
}

function writeModule(out: XmlLines, m: EcucModuleValues): void {
  out.open('ECUC-MODULE-CONFIGURATION-VALUES');
  out.leaf('SHORT-NAME', m.shortName);
  out.leaf('DEFINITION-REF', m.definitionRef, 'ECUC-MODULE-DEF');
  if (m.implementationConfigVariant !== undefined) {
    out.leaf('IMPLEMENTATION-CONFIG-VARIANT', m.implementationConfigVariant);
  }
  if (m.containers.length > 0) {
    out.open('CONTAINERS');
    for (const c of m.containers) writeContainer(out, c);
    out.close('CONTAINERS');
  }
  out.close('ECUC-MODULE-CONFIGURATION-VALUES');
}

function writePackages(out: XmlLines, nodes: Iterable<PackageNode>): void {
  out.open('AR-PACKAGES');
  for (const node of nodes) {
    out.open('AR-PACKAGE');
    out.leaf('SHORT-NAME', node.name);
    if (node.modules.length > 0) {
      out.open('ELEMENTS');
      for (const m of node.modules) writeModule(out, m);
      out.close('ELEMENTS');
    }
    if (node.children.size > 0) writePackages(out, node.children.values());
    out.close('AR-PACKAGE');
  }
  out.close('AR-PACKAGES');
}

/** The AUTOSAR R4 text of ECUC module configuration values. A module without a package goes to /EcucValues. */
export function writeEcucValues(modules: readonly EcucModuleValues[]): string {
  const root = new Map<string, PackageNode>();
  for (const m of modules) {
    const names = m.packagePath.split('/').filter((n) => n !== '');
    if (names.length === 0) names.push('EcucValues');
    let level = root;
    let node: PackageNode | undefined;
    for (const name of names) {
      node = level.get(name);
      if (node === undefined) {
        node = { name, modules: [], children: new Map() };
        level.set(name, node);
      }
      level = node.children;
    }
    node?.modules.push(m);
  }
  const out = new XmlLines();
  out.raw('<?xml version="1.0" encoding="UTF-8"?>');
  out.raw(R4_HEADER);
  out.indentBy(1);
  writePackages(out, root.values());
  out.indentBy(-1);
  out.raw('</AUTOSAR>');
  return `${out.lines.join('\n')}\n`;
}
