import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * FatturaPA files checked against the Agenzia delle Entrate's XML schema with Debian's xmllint
 * (libxml2-utils; scripts/test.mjs installs it when missing). The schema lives in
 * tests/fixtures/fatturapa (see its README): version 1.2.2 when its file is there, else 1.2.1.
 */

const DIR = path.resolve("tests/fixtures/fatturapa");
const CANDIDATES = ["Schema_del_file_xml_FatturaPA_v1.2.2.xsd", "Schema_del_file_xml_FatturaPA_versione_1.2.1.xsd"];

export const FATTURAPA_XSD = path.join(DIR, CANDIDATES.find((f) => existsSync(path.join(DIR, f))) ?? CANDIDATES[1]);

export const XMLLINT = process.env.XMLLINT_PATH ?? "xmllint";

/** xmllint's verdict on one document: ok, and what it printed (the errors, each with its line). */
export function validateFatturaPA(xml: string): { ok: boolean; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "fatturapa-"));
  try {
    const file = path.join(dir, "invoice.xml");
    writeFileSync(file, xml);
    const r = spawnSync(XMLLINT, ["--nonet", "--noout", "--schema", FATTURAPA_XSD, file], { encoding: "utf8" });
    if (r.error) {
      throw new Error(
        `xmllint could not run (${r.error.message}): install Debian's libxml2-utils (apt-get install -y libxml2-utils)`,
      );
    }
    return { ok: r.status === 0, output: `${r.stdout}${r.stderr}`.trim() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
