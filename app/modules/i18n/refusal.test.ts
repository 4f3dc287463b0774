import { describe, expect, it } from "vitest";
import { refusalText } from "./refusal.server";

describe("the text of a request the HTTP server refuses", () => {
  it("is in the visitor's language", async () => {
    const en = new Request("http://x/product/%ff", { headers: { "accept-language": "en" } });
    expect(await refusalText("malformed", en)).toBe("Bad request: this address is not valid.");
    const fr = new Request("http://x/cart", { headers: { cookie: "i18next=fr" } });
    expect(await refusalText("crossSite", fr)).toBe("Requête refusée : elle a été envoyée depuis un autre site.");
    expect(await refusalText("malformed", new Request("http://x/%00"))).toBe(
      "Richiesta non valida: questo indirizzo non è corretto.",
    );
  });
});
