/**
 * npm start: builds the library, then serves the demo site at http://localhost:8080 (PORT
 * overrides) with the service emulator on PORT + 10 (SERVICES_PORT overrides). The index (a
 * persona picker and the list of pages) is at /__demo/.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT) || 8080;
const servicesPort = Number(process.env.SERVICES_PORT) || port + 10;

if (!process.argv.includes('--no-build')) execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });

const { module } = await runnerImport(resolve(root, 'scripts/demo-server.ts'), { configFile: false, logLevel: 'error' });
const demo = await module.startDemo(port, servicesPort);
console.log(`member-elements demo: ${demo.url}__demo/  (pick a persona, open a page)`);
console.log(`service emulator:     ${demo.emulator.url}`);
const stop = () => demo.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
