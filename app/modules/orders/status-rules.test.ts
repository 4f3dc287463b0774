import { describe, expect, it } from "vitest";
import {
  bulkShipSchema,
  findCarrier,
  isUsualStep,
  ORDER_STATUSES,
  statusFormSchema,
  trackingLink,
  unusualSteps,
  USUAL_NEXT,
} from "./status-rules";

describe("order status rules", () => {
  it("splits every other status into usual and unusual steps, never the status itself", () => {
    for (const from of ORDER_STATUSES) {
      const all = [...USUAL_NEXT[from], ...unusualSteps(from)].sort();
      expect(all).toEqual(ORDER_STATUSES.filter((s) => s !== from).sort());
    }
    expect(isUsualStep("cancelled", "pending")).toBe(true);
    expect(isUsualStep("delivered", "pending")).toBe(false);
    expect(unusualSteps("returned")).toHaveLength(5);
  });

  it("links a tracking number to the carrier's page, URL-encoded; none for an unknown carrier", () => {
    expect(trackingLink("UPS", "1Z 99/9")).toBe("https://www.ups.com/track?loc=it_IT&tracknum=1Z%2099%2F9");
    expect(trackingLink("dhl", "JD01")).toContain("tracking-id=JD01");
    expect(trackingLink("Pony Express", "X1")).toBeNull();
    expect(trackingLink("gls", null)).toBeNull();
    expect(findCarrier("Poste Italiane")?.id).toBe("poste");
  });

  it("reads the status form: a blank status is 'Please select a status.', a tracking number is tidied", () => {
    const blank = statusFormSchema.safeParse({ status: "", password: "x" });
    expect(blank.success ? null : blank.error.issues[0]).toMatchObject({ path: ["status"], message: "errors.status" });
    const ok = statusFormSchema.parse({
      status: "shipped",
      carrier: "brt",
      trackingNumber: " AB 12-34 ",
      password: "x",
      confirmUnusual: "on",
    });
    expect(ok).toMatchObject({ trackingNumber: "AB12-34", confirmUnusual: true });
    expect(statusFormSchema.safeParse({ status: "shipped", trackingNumber: "<script>", password: "x" }).success).toBe(
      false,
    );
    expect(statusFormSchema.safeParse({ status: "lost", password: "x" }).success).toBe(false);
  });

  it("reads the bulk form: at least one order, at most 200, a known carrier", () => {
    expect(bulkShipSchema.parse({ oid: "sat-10001", carrier: "sda", password: "x" }).oid).toEqual(["SAT-10001"]);
    expect(bulkShipSchema.safeParse({ carrier: "sda", password: "x" }).success).toBe(false);
    const many = Array.from({ length: 201 }, (_, i) => `SAT-${i}`);
    expect(bulkShipSchema.safeParse({ oid: many, carrier: "sda", password: "x" }).success).toBe(false);
    expect(bulkShipSchema.safeParse({ oid: ["SAT-1"], carrier: "fedex", password: "x" }).success).toBe(false);
  });
});
