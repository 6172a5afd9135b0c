import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    // Node by default: a test file that needs a DOM says so on its first line
    // (`// @vitest-environment happy-dom`). Setting happy-dom up costs about 0.5 s a file, and 72 of
    // the 115 files need none (session 18: 52 of the run's 64 s was environment set-up).
    environment: 'node',
    include: ['test/unit/**/*.test.{ts,tsx}'],
    // One test process per core (vitest's default leaves one core to its own process, which is
    // mostly idle): on CI's 2 cores, 60 s -> 37 s for the whole run (two runs each).
    maxWorkers: availableParallelism(),
    restoreMocks: true,
    unstubGlobals: true,
    // Elements that render into a shadow root import their CSS as text (`?inline`): process those
    // files so tests see the real text (vitest returns '' for CSS by default).
    css: { include: [/[\\/]src[\\/]features[\\/].*\.css/] },
  },
});
