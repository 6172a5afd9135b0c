import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    include: ['test/unit/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    // Elements that render into a shadow root import their CSS as text (`?inline`): process those
    // files so tests see the real text (vitest returns '' for CSS by default).
    css: { include: [/[\\/]src[\\/]features[\\/].*\.css/] },
  },
});
