import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import de from "../../../../locales/de/withdrawal.json";
import en from "../../../../locales/en/withdrawal.json";
import es from "../../../../locales/es/withdrawal.json";
import fr from "../../../../locales/fr/withdrawal.json";
import it_ from "../../../../locales/it/withdrawal.json";
import type { StaffWithdrawal } from "~/modules/withdrawal/withdrawal.server";
import { AcknowledgementState } from "./WithdrawalPanel";

const locales = { it: it_, en, fr, de, es };

async function render(w: StaffWithdrawal, lng: keyof typeof locales = "en") {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng, resources: { [lng]: { withdrawal: locales[lng] } } });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <AcknowledgementState withdrawal={w} />
    </I18nextProvider>,
  ).replace(/&#x27;/g, "'");
}

const base: StaffWithdrawal = {
  at: "2026-11-20T10:00:00.000Z",
  via: "account",
  name: "Ada Rossi",
  email: "ada@example.test",
  whole: true,
  refundDueBy: "2026-12-04T10:00:00.000Z",
  acknowledgedAt: null,
  ackAttempts: 1,
  ackLastError: null,
  ackNextAt: null,
  lines: [],
};
const sent = { ...base, acknowledgedAt: "2026-11-20T10:00:02.000Z" };
const retrying = {
  ...base,
  ackAttempts: 2,
  ackLastError: "connect ECONNREFUSED",
  ackNextAt: "2026-11-20T10:06:00.000Z",
};
const pending = { ...base, ackNextAt: "2026-11-20T10:15:00.000Z" };
const gaveUp = { ...base, ackAttempts: 8, ackLastError: "connect ECONNREFUSED" };

describe("the withdrawal panel's acknowledgement line", () => {
  it("says when it was sent, and after how many attempts when more than one", async () => {
    expect(await render(sent)).toBe("Acknowledgement mailed on 20 Nov 2026, 11:00.");
    expect(await render({ ...sent, ackAttempts: 3 })).toBe(
      "Acknowledgement mailed on 20 Nov 2026, 11:00 (attempts: 3).",
    );
  });

  it("says it is not sent yet: the attempts, the last error and the next try", async () => {
    expect(await render(retrying)).toBe(
      "Acknowledgement not sent yet (attempts: 2, last error: connect ECONNREFUSED); retrying on 20 Nov 2026, 11:06.",
    );
    expect(await render(pending)).toBe("Acknowledgement not sent yet (attempts: 1); next try on 20 Nov 2026, 11:15.");
  });

  it("says when the retries have stopped, and what to do", async () => {
    expect(await render(gaveUp)).toBe(
      "Acknowledgement not sent after 8 attempts (last error: connect ECONNREFUSED); no more retries: write to the buyer at ada@example.test with the acknowledgement's content.",
    );
    expect(await render({ ...gaveUp, ackLastError: null })).toContain("(last error: not recorded)");
  });

  it("is translated in every language (no key shown, the figures in)", async () => {
    for (const lng of Object.keys(locales) as (keyof typeof locales)[]) {
      for (const w of [
        sent,
        { ...sent, ackAttempts: 3 },
        retrying,
        pending,
        gaveUp,
        { ...gaveUp, ackLastError: null },
      ]) {
        const html = await render(w, lng);
        expect(html, lng).not.toMatch(/office\.|\{\{/);
        if (w.ackLastError) expect(html, lng).toContain(w.ackLastError);
        if (!w.acknowledgedAt) expect(html, lng).toContain(String(w.ackAttempts));
      }
    }
  });
});
