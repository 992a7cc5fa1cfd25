// `npm start`: builds whatever is missing or out of date, then runs the built server in this process
// (apps/server/dist/main.js: migrates, seeds on first start, serves the API and the three apps on one port).
// Environment is passed through: PORT (8080), DATA_DIR (./data), DATABASE_URL, REDIS_URL, ... (see README).
import { pathToFileURL } from 'node:url';
import { ensureBuilt, SERVER_MAIN } from './builds.mjs';

if (!ensureBuilt()) {
  process.stderr.write('npm start: the build failed; see the messages above.\n');
  process.exit(1);
}

// Stack traces point at the TypeScript sources (dist/main.js.map).
process.setSourceMapsEnabled(true);
await import(pathToFileURL(SERVER_MAIN).href);
