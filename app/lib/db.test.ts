import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./db.server";

describe("isDatabaseUnavailable", () => {
  it("knows a database that is down or restarting, through the driver's and Prisma's wrappings", () => {
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(
      isDatabaseUnavailable(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })),
    ).toBe(true);
    expect(
      isDatabaseUnavailable({ message: "terminating connection due to administrator command", code: "57P01" }),
    ).toBe(true);
    // Prisma's driver-adapter error carries the driver's own in `cause`.
    const wrapped = Object.assign(new Error("Error in connector"), {
      name: "DriverAdapterError",
      cause: { kind: "postgres", originalCode: "57P03", originalMessage: "the database system is starting up" },
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it("does not take a wrong query or a constraint for an outage", () => {
    expect(isDatabaseUnavailable(new Error('relation "Nope" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable({ code: "23505", message: "duplicate key value violates unique constraint" })).toBe(
      false,
    );
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED but a string")).toBe(false);
  });
});
