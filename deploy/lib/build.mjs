// Building one workspace package (`npm run build -w <workspace>`), with its output streamed or kept for the report.
import { spawn } from 'node:child_process';
import { REPO_ROOT } from './catalog.mjs';

/**
 * @param {string} workspace  e.g. `mfe-community`, `shell`, `api`
 * @param {object} [options]
 * @param {Record<string,string>} [options.env]  extra environment (ARENA_RELEASE_VERSION, MF_BUILD_VERSION)
 * @param {(line: string) => void} [options.onLine]  each output line (default: dropped, kept for the report)
 * @returns {Promise<{ workspace: string, ok: boolean, code: number | null, durationMs: number, tail: string[] }>}
 */
export function buildWorkspace(workspace, { repoRoot = REPO_ROOT, env = {}, onLine = () => {} } = {}) {
  const started = Date.now();
  const tail = [];
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '-w', workspace, '--no-update-notifier'], {
      cwd: repoRoot,
      env: { ...process.env, FORCE_COLOR: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk) => {
      for (const line of chunk.toString().split(/\r?\n/)) {
        if (!line.trim() || /Unknown user config "nodedir"/.test(line)) continue;
        tail.push(line);
        if (tail.length > 60) tail.shift();
        onLine(line);
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', (error) => {
      tail.push(String(error));
      resolve({ workspace, ok: false, code: null, durationMs: Date.now() - started, tail });
    });
    child.on('close', (code) =>
      resolve({ workspace, ok: code === 0, code, durationMs: Date.now() - started, tail }),
    );
  });
}
