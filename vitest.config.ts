import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
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
