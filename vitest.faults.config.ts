import { defineConfig } from 'vitest/config';

// Fault suite: real server processes killed with SIGKILL mid-write, slow and endless clients,
// several instances on one PostgreSQL. One file at a time: each starts its own processes.
export default defineConfig({
  test: {
    include: ['tests/faults/**/*.test.ts'],
    environment: 'node',
    testTimeout: 240_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
