import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    // Two files at a time on a 2-core machine.
    maxWorkers: 2,
    minWorkers: 1,
    projects: [
      {
        plugins: [tsconfigPaths()],
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          exclude: ["app/**/*.int.test.ts"],
          environment: "node",
        },
      },
      {
        plugins: [tsconfigPaths()],
        test: {
          name: "integration",
          include: ["app/**/*.int.test.ts", "tests/integration/**/*.test.ts"],
          environment: "node",
          // One PostgreSQL server and one migrated template database for the run.
          globalSetup: ["tests/support/db-server.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
