// Prisma CLI configuration. The "js" engine runs the schema engine as WebAssembly through a
// driver adapter, so `prisma generate` and `prisma migrate diff` work offline: Prisma 6.19's
// classic engine (and Prisma 7's) download a native binary, which machines here cannot fetch.
// The adapter is only opened by commands that need a database (`migrate diff`): DATABASE_URL's
// PostgreSQL, else the machine's at 127.0.0.1:5432. The app migrates with its own runner.
import { defineConfig } from "prisma/config";

export default defineConfig({
  experimental: { adapter: true },
  schema: "prisma/schema.prisma",
  engine: "js",
  async adapter() {
    const { PrismaPg } = await import("@prisma/adapter-pg");
    return new PrismaPg({
      connectionString: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
    });
  },
});
