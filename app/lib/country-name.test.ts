import { describe, expect, it } from "vitest";
import { countryName, languageName } from "./country-name";

describe("countryName and languageName", () => {
  it("name a country or a language in the page's language", () => {
    expect(countryName("DE", "it")).toBe("Germania");
    expect(countryName("DE", "fr")).toBe("Allemagne");
    expect(countryName("IT", "de")).toBe("Italien");
    expect(languageName("en", "it")).toBe("inglese");
    expect(languageName("it", "es")).toBe("italiano");
  });

  it("give the same name again (remembered), and Italian for an unknown language", () => {
    expect(countryName("AT", "en")).toBe(countryName("AT", "en"));
    expect(countryName("AT", "xx")).toBe("Austria");
    // A region code and a language code that look alike are not confused.
    expect(countryName("ES", "en")).toBe("Spain");
    expect(languageName("es", "en")).toBe("Spanish");
  });

  it("give the code back when Intl cannot name it", () => {
    expect(countryName("not a code", "it")).toBe("not a code");
    expect(languageName("!!", "en")).toBe("!!");
  });
});
