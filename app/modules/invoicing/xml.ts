/**
 * A very small XML writer for the FatturaPA file: elements with text or children, written with
 * the five predefined entities escaped and nothing else to trip on. No imports.
 */

export type XmlNode = { name: string; attrs?: Record<string, string>; children: XmlChild[] };
export type XmlChild = XmlNode | string;

/** An element; children that are null, undefined or false are left out (optional blocks). */
export function el(name: string, ...children: (XmlChild | XmlChild[] | null | undefined | false)[]): XmlNode {
  const kept: XmlChild[] = [];
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) kept.push(...c);
    else kept.push(c);
  }
  return { name, children: kept };
}

/** An element only when its text is not empty: FatturaPA's optional fields are left out, never empty. */
export const opt = (name: string, text: string | null | undefined) => (text ? el(name, text) : null);

/** XML 1.0 refuses most control characters even escaped: they are dropped. */
// eslint-disable-next-line no-control-regex
const INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export function escapeXml(text: string): string {
  return text
    .replace(INVALID, "")
    .replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}

function write(node: XmlNode, indent: string, out: string[]) {
  const attrs = Object.entries(node.attrs ?? {})
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join("");
  if (node.children.length === 0) {
    out.push(`${indent}<${node.name}${attrs}/>`);
    return;
  }
  if (node.children.every((c) => typeof c === "string")) {
    out.push(`${indent}<${node.name}${attrs}>${escapeXml(node.children.join(""))}</${node.name}>`);
    return;
  }
  out.push(`${indent}<${node.name}${attrs}>`);
  for (const child of node.children) {
    if (typeof child === "string") out.push(`${indent}  ${escapeXml(child)}`);
    else write(child, `${indent}  `, out);
  }
  out.push(`${indent}</${node.name}>`);
}

/** The document with its declaration, UTF-8, two-space indentation. */
export function toXml(root: XmlNode): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, "", out);
  return `${out.join("\n")}\n`;
}
