import { describe, expect, it } from "vitest";
import {
  fiscalCodeControl,
  givenNameLetters,
  isFiscalCode,
  isPartitaIva,
  isPersonFiscalCode,
  isSdiCode,
  parseVatNumber,
  splitPersonName,
  surnameLetters,
  vatControlDigit,
} from "./tax-ids";

describe("codice fiscale of a person", () => {
  it("computes the control letter as the decree defines it (worked by hand below)", () => {
    // RSSMRA85T10A562: odd positions R S R 8 T 0 5 2 → 8+12+8+19+14+1+13+5 = 80;
    // even positions S M A 5 1 A 6 → 18+12+0+5+1+0+6 = 42; 122 mod 26 = 18 → S.
    expect(fiscalCodeControl("RSSMRA85T10A562")).toBe("S");
    expect(isPersonFiscalCode("RSSMRA85T10A562S")).toBe(true);
    expect(isPersonFiscalCode("rssmra 85t10 a562s")).toBe(true);
  });

  it("accepts a woman's code (day + 40) and omocodia variants with their own control letter", () => {
    const woman = "DLCMGR78P52F205";
    expect(isPersonFiscalCode(woman + fiscalCodeControl(woman))).toBe(true);
    // Omocodia: the last digit of the municipality code 2 → N (the letters LMNPQRSTUV stand for 0-9).
    const omocode = "RSSMRA85T10A56N";
    expect(isPersonFiscalCode(omocode + fiscalCodeControl(omocode))).toBe(true);
  });

  it("refuses a wrong control letter, a wrong shape, an impossible day or month", () => {
    expect(isPersonFiscalCode("RSSMRA85T10A562T")).toBe(false);
    expect(isPersonFiscalCode("RSSMRA85T10A562")).toBe(false);
    expect(isPersonFiscalCode("RSSMRA85T10A5621")).toBe(false);
    expect(isPersonFiscalCode("RSSMRA85T10A562SX")).toBe(false);
    const day35 = "RSSMRA85T35A562";
    expect(isPersonFiscalCode(day35 + fiscalCodeControl(day35))).toBe(false);
    const monthZ = "RSSMRA85Z10A562";
    expect(isPersonFiscalCode(monthZ + fiscalCodeControl(monthZ))).toBe(false);
    expect(isPersonFiscalCode("")).toBe(false);
  });

  it("also accepts an entity's 11-digit codice fiscale with its control digit", () => {
    expect(isFiscalCode("RSSMRA85T10A562S")).toBe(true);
    expect(isFiscalCode("06363391001")).toBe(true);
    expect(isFiscalCode("06363391002")).toBe(false);
    expect(isFiscalCode("0636339100")).toBe(false);
  });
});

describe("partita IVA", () => {
  it("computes the control digit (worked by hand: 0636339100 → 1)", () => {
    // Odd positions 0+3+3+9+0 = 15; even positions doubled 12→3, 6, 6, 2, 0 = 14; (10 − 29 mod 10) mod 10 = 1.
    expect(vatControlDigit("0636339100")).toBe(1);
    expect(vatControlDigit("0048841001")).toBe(0);
  });

  it("accepts real numbers with or without IT, refuses wrong digits, lengths and all zeros", () => {
    expect(isPartitaIva("06363391001")).toBe(true);
    expect(isPartitaIva("IT00488410010")).toBe(true);
    expect(isPartitaIva("it 00488410010")).toBe(true);
    expect(isPartitaIva("00488410011")).toBe(false);
    expect(isPartitaIva("0048841001")).toBe(false);
    expect(isPartitaIva("004884100100")).toBe(false);
    expect(isPartitaIva("00000000000")).toBe(false);
    expect(isPartitaIva("ABCDEFGHIJK")).toBe(false);
  });
});

describe("SdI recipient code", () => {
  it("is 7 upper-case letters or digits, never the code reserved for buyers abroad", () => {
    expect(isSdiCode("M5UXCR1")).toBe(true);
    expect(isSdiCode("0000000")).toBe(true);
    expect(isSdiCode("XXXXXXX")).toBe(false);
    expect(isSdiCode("m5uxcr1")).toBe(false);
    expect(isSdiCode("M5UXCR")).toBe(false);
    expect(isSdiCode("M5UXCR12")).toBe(false);
    expect(isSdiCode("M5UX-R1")).toBe(false);
  });
});

describe("EU VAT numbers (VIES formats, with the country prefix)", () => {
  it.each([
    ["ATU12345678", "AT", "U12345678"],
    ["BE0123456789", "BE", "0123456789"],
    ["DE123456789", "DE", "123456789"],
    ["de 123.456.789", "DE", "123456789"],
    ["EL123456789", "GR", "123456789"],
    ["ESA1234567B", "ES", "A1234567B"],
    ["ES12345678Z", "ES", "12345678Z"],
    ["FR40303265045", "FR", "40303265045"],
    ["FRXA303265045", "FR", "XA303265045"],
    ["IE1234567T", "IE", "1234567T"],
    ["IE1234567FA", "IE", "1234567FA"],
    ["NL123456789B01", "NL", "123456789B01"],
    ["PL1234567890", "PL", "1234567890"],
    ["SE123456789701", "SE", "123456789701"],
    ["IT06363391001", "IT", "06363391001"],
    ["06363391001", "IT", "06363391001"],
  ])("%s is %s %s", (input, country, code) => {
    expect(parseVatNumber(input)).toEqual({ country, code });
  });

  it.each([
    "DE12345678", // 8 digits
    "ATU1234567",
    "AT12345678", // no U
    "NL123456789A01",
    "FRIO303265045", // I and O are not used
    "SE123456789702", // must end in 01
    "GR123456789", // Greece's prefix is EL
    "US123456789", // not EU
    "IT06363391002", // wrong control digit
    "06363391002",
    "123456789",
    "",
  ])("%s is refused", (input) => {
    expect(parseVatNumber(input)).toBeNull();
  });
});

describe("a person's name for the invoice", () => {
  it("takes the codice fiscale's letters of surname and name", () => {
    expect(surnameLetters("Rossi")).toBe("RSS");
    expect(surnameLetters("Fo")).toBe("FOX");
    expect(givenNameLetters("Mario")).toBe("MRA");
    expect(givenNameLetters("Gianfranco")).toBe("GFR");
    expect(surnameLetters("De Luca")).toBe("DLC");
    expect(givenNameLetters("Maria Grazia")).toBe("MGR");
  });

  it("splits the full name where the codice fiscale says, in either order", () => {
    const cf = "DLCMGR78P52F205X";
    expect(splitPersonName("Maria Grazia De Luca", cf)).toEqual({ given: "Maria Grazia", family: "De Luca" });
    expect(splitPersonName("De Luca Maria Grazia", cf)).toEqual({ given: "Maria Grazia", family: "De Luca" });
    expect(splitPersonName("Mario Rossi", "RSSMRA85T10A562S")).toEqual({ given: "Mario", family: "Rossi" });
    // No match: the last word is the surname; one word cannot be split.
    expect(splitPersonName("Ada Lovelace King", "RSSMRA85T10A562S")).toEqual({ given: "Ada Lovelace", family: "King" });
    expect(splitPersonName("Cher", "RSSMRA85T10A562S")).toBeNull();
  });
});
