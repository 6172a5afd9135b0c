#!/usr/bin/env node
/**
 * Runs shell commands side by side (npm test: the linters, one process on one core, beside the
 * unit tests). Each command's output is printed whole when it ends, so the two never interleave;
 * the exit code is the first failure's, 0 when every command passes.
 *
 *   node scripts/parallel.mjs "npm run lint" "npm run test:unit"
 */
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (!commands.length) {
  console.error('usage: node scripts/parallel.mjs "<command>" ["<command>" ...]');
  process.exit(2);
}

const runs = commands.map(
  (command) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code, signal) => {
        const status = code ?? (signal ? 1 : 0);
        process.stdout.write(`\n> ${command}\n`);
        process.stdout.write(Buffer.concat(output));
        process.stdout.write(
          `\n[${command}: ${status === 0 ? 'passed' : `failed (${signal ?? `exit ${status}`})`} in ${Math.round((Date.now() - started) / 1000)} s]\n`,
        );
        resolve(status);
      });
    }),
);

const codes = await Promise.all(runs);
process.exit(codes.find((code) => code !== 0) ?? 0);
