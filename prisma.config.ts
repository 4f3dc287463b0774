// Prisma CLI configuration. The "js" engine runs the schema engine as WebAssembly through a
// driver adapter, so `prisma generate` and `prisma migrate diff` work offline: Prisma 6.19's
// classic engine (and Prisma 7's) download a native binary, which machines here cannot fetch.
// The adapter is an in-memory PGlite, enough for diffs; the app migrates with scripts/migrate.
import { defineConfig } from "prisma/config";

export default defineConfig({
  experimental: { adapter: true },
  schema: "prisma/schema.prisma",
  engine: "js",
  async adapter() {
    const { PGlite } = await import("@electric-sql/pglite");
    const { PrismaPGlite } = await import("pglite-prisma-adapter");
    // pglite-prisma-adapter carries its own copy of driver-adapter-utils types; same shape at run time.
    return new PrismaPGlite(new PGlite()) as never;
  },
});
