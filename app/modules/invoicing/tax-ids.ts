/**
 * Tax identifiers a buyer gives for an invoice, checked as the issuing authorities define them.
 * Pure functions, no imports: the checkout's schema uses them on the server and in the browser.
 *
 * - codice fiscale of a person (16 characters, DM 23/12/1976) with its control letter, including
 *   the "omocodia" variants where digits are replaced by letters;
 * - the 11-digit numeric codice fiscale of an entity and the partita IVA (DPR 605/1973), whose
 *   last digit is a Luhn-like control digit;
 * - the SdI recipient code (codice destinatario, 7 characters);
 * - EU VAT numbers in each member state's format as VIES documents it, with the country prefix.
 */

const OMOCODIA = "LMNPQRSTUV";
const MONTHS = "ABCDEHLMPRST";
/** Values of the characters in odd positions (1st, 3rd, ... 15th) for the control letter. */
const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

const PERSON_CF = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** Upper case without spaces: how a code is stored and compared. */
export const compactCode = (value: string) => value.replace(/[\s.-]+/g, "").toUpperCase();

/** The value of one character (digit or letter) at a 0-based position, for the control letter. */
function charValue(c: string, index: number): number {
  const code = c.charCodeAt(0);
  const n = code >= 48 && code <= 57 ? code - 48 : code - 65;
  // Positions are counted from 1 in the decree: index 0 is the first, an "odd" one.
  return index % 2 === 0 ? ODD[n] : n;
}

/** The control letter of the first 15 characters of a person's codice fiscale. */
export function fiscalCodeControl(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) sum += charValue(first15[i], i);
  return String.fromCharCode(65 + (sum % 26));
}

/** A person's codice fiscale with omocodia letters turned back into digits (for the date checks). */
function decodeOmocodia(cf: string): string {
  const chars = cf.split("");
  for (const i of [6, 7, 9, 10, 12, 13, 14]) {
    const at = OMOCODIA.indexOf(chars[i]);
    if (at >= 0) chars[i] = String(at);
  }
  return chars.join("");
}

/** A person's 16-character codice fiscale: its shape, a possible day and month, and its control letter. */
export function isPersonFiscalCode(value: string): boolean {
  const cf = compactCode(value);
  if (!PERSON_CF.test(cf)) return false;
  const plain = decodeOmocodia(cf);
  const day = Number(plain.slice(9, 11));
  // Women's days are written plus 40.
  if (!((day >= 1 && day <= 31) || (day >= 41 && day <= 71))) return false;
  if (!MONTHS.includes(plain[8])) return false;
  return fiscalCodeControl(cf.slice(0, 15)) === cf[15];
}

/** The control digit of the first 10 digits of a partita IVA or numeric codice fiscale. */
export function vatControlDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const d = first10.charCodeAt(i) - 48;
    if (i % 2 === 0) sum += d;
    else sum += d * 2 > 9 ? d * 2 - 9 : d * 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** An Italian partita IVA (11 digits, the last one the control digit), with or without "IT". */
export function isPartitaIva(value: string): boolean {
  const digits = compactCode(value).replace(/^IT/, "");
  if (!/^\d{11}$/.test(digits) || /^0{11}$/.test(digits)) return false;
  return vatControlDigit(digits.slice(0, 10)) === Number(digits[10]);
}

/** A codice fiscale: a person's 16 characters, or an entity's 11 digits (a partita IVA's shape). */
export function isFiscalCode(value: string): boolean {
  const cf = compactCode(value);
  return cf.length === 16 ? isPersonFiscalCode(cf) : /^\d{11}$/.test(cf) && isPartitaIva(cf);
}

/**
 * The SdI recipient code of a private-sector buyer: 7 upper-case letters and digits. "0000000"
 * means "no channel: the invoice goes to the PEC, or to the buyer's area at the Agenzia delle
 * Entrate"; "XXXXXXX" is reserved for buyers abroad and is never a buyer's own code.
 */
export function isSdiCode(value: string): boolean {
  return /^[A-Z0-9]{7}$/.test(value) && value !== "XXXXXXX";
}

export const NO_SDI_CODE = "0000000";
export const FOREIGN_SDI_CODE = "XXXXXXX";

/**
 * The VAT number formats of the EU member states, without their prefix (VIES, "VAT number
 * validation": https://ec.europa.eu/taxation_customs/vies/faq.html#item_11). Keys are the VAT
 * prefixes: Greece's is EL.
 */
export const EU_VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^[0-59]\d{7}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^10\d{7}$/,
  EL: /^\d{9}$/,
  ES: /^(?:[A-Z]\d{7}[A-Z0-9]|\d{8}[A-Z])$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(?:\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(?:\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^[1-9]\d{7}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^[1-9]\d{7}$/,
  SK: /^[1-9]\d{9}$/,
};

/** The ISO country of a VAT prefix (EL is Greece, GR). */
export const vatPrefixCountry = (prefix: string) => (prefix === "EL" ? "GR" : prefix);

export interface VatNumber {
  /** ISO 3166-1 alpha-2 country (GR for Greece's EL numbers). */
  country: string;
  /** The number without its prefix, upper-case, without spaces or dots. */
  code: string;
}

/**
 * A buyer's VAT number: with its country prefix (IT, DE, FR, EL, ...) in that country's format,
 * an Italian one with its control digit; 11 digits alone are read as an Italian partita IVA.
 * null when it is none of these.
 */
export function parseVatNumber(value: string): VatNumber | null {
  const compact = compactCode(value);
  if (/^\d{11}$/.test(compact)) return isPartitaIva(compact) ? { country: "IT", code: compact } : null;
  const prefix = compact.slice(0, 2);
  const rest = compact.slice(2);
  const format = EU_VAT_FORMATS[prefix];
  if (!format || !format.test(rest)) return null;
  if (prefix === "IT" && !isPartitaIva(rest)) return null;
  return { country: vatPrefixCountry(prefix), code: rest };
}

const LETTERS = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z]/g, "");
const isVowel = (c: string) => "AEIOU".includes(c);

/** The three letters a surname gives a codice fiscale. */
export function surnameLetters(surname: string): string {
  const l = LETTERS(surname).split("");
  return [...l.filter((c) => !isVowel(c)), ...l.filter(isVowel), "X", "X", "X"].slice(0, 3).join("");
}

/** The three letters a given name gives a codice fiscale (1st, 3rd and 4th consonant when it has four). */
export function givenNameLetters(name: string): string {
  const l = LETTERS(name).split("");
  const consonants = l.filter((c) => !isVowel(c));
  if (consonants.length >= 4) return consonants[0] + consonants[2] + consonants[3];
  return [...consonants, ...l.filter(isVowel), "X", "X", "X"].slice(0, 3).join("");
}

/**
 * A person's full name split into given name and surname for the invoice, using their codice
 * fiscale (its first six letters come from the surname, then the name): "Maria Grazia De Luca"
 * or "De Luca Maria Grazia" with MRGDLC… gives { given: "Maria Grazia", family: "De Luca" }.
 * Without a match, the last word is taken as the surname; a single word gives null.
 */
export function splitPersonName(fullName: string, fiscalCode: string): { given: string; family: string } | null {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return null;
  const cf = compactCode(fiscalCode);
  for (let k = 1; k < words.length; k++) {
    const head = words.slice(0, k).join(" ");
    const tail = words.slice(k).join(" ");
    if (surnameLetters(tail) + givenNameLetters(head) === cf.slice(0, 6)) return { given: head, family: tail };
    if (surnameLetters(head) + givenNameLetters(tail) === cf.slice(0, 6)) return { given: tail, family: head };
  }
  return { given: words.slice(0, -1).join(" "), family: words[words.length - 1] };
}
