import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.js';

/**
 * Outside production a missing JWT_SECRET is generated once and kept in the data directory, so
 * tokens survive restarts. Several instances must share one: set JWT_SECRET for them.
 */
export function resolveJwtSecret(config: Config): Config {
  if (config.jwtSecret) return config;
  if (config.env === 'production') throw new Error('JWT_SECRET is required in production');
  const file = path.join(config.dataDir, 'jwt-secret');
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Already there (another instance may have just written it): use it.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return { ...config, jwtSecret: fs.readFileSync(file, 'utf8').trim() };
}
