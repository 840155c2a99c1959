import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'api.lock';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

/**
 * The embedded database is single-process: a second process opening the same folder would corrupt it.
 * The API server and `npm run seed` take this lock first; a stale lock (dead pid) is taken over.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string, purpose: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  try {
    const [pidText, holder] = readFileSync(file, 'utf8').split('\n');
    const pid = Number(pidText);
    if (Number.isInteger(pid) && pid !== process.pid && isRunning(pid)) {
      throw new DataDirInUseError(
        `The data folder ${dataDir} is in use by process ${pid} (${holder ?? 'unknown'}); stop it first.`,
      );
    }
  } catch (error) {
    if (error instanceof DataDirInUseError) throw error;
  }
  writeFileSync(file, `${process.pid}\n${purpose}\n`);
  return () => {
    try {
      const [pidText] = readFileSync(file, 'utf8').split('\n');
      if (Number(pidText) === process.pid) rmSync(file);
    } catch {
      // already gone
    }
  };
}
