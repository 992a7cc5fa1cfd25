import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config.ts';

const keys = new WeakMap<AppConfig, Buffer>();

/**
 * The server's signing key: SECRET_KEY, else a random key created once in DATA_DIR/secret.key (readable by the
 * server only) and read back at every start, so signatures survive restarts and hold across instances that share
 * DATA_DIR (as they share the uploads). An in-memory database (tests) gets a key of its own, for the process.
 */
export function serverSecret(config: AppConfig): Buffer {
  let key = keys.get(config);
  if (key) return key;
  if (config.secretKey) key = Buffer.from(config.secretKey, 'utf8');
  else if (config.database === 'memory') key = randomBytes(32);
  else key = keyFile(path.join(config.dataDir, 'secret.key'));
  keys.set(config, key);
  return key;
}

function keyFile(file: string): Buffer {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file)) {
    // Written aside, then linked into place: an instance starting at the same moment reads either no file or a
    // whole key, and a link that finds the file there already leaves the winner's key.
    const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(aside, randomBytes(32).toString('hex'), { mode: 0o600 });
    try {
      fs.linkSync(aside, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      fs.rmSync(aside, { force: true });
    }
  }
  const text = fs.readFileSync(file, 'utf8').trim();
  if (text.length < 32)
    throw new Error(`${file}: the signing key is missing or too short; delete the file to renew it`);
  return Buffer.from(text, 'utf8');
}
