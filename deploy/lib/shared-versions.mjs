// Whether the live shell can host a remote's build: every shared singleton (react, styled-components,
// @arena/shared-kit, …) comes from the shell (DESIGN §2), so a remote built against a newer shared-kit than the shell
// provides would run on the shell's older copy and meet an export that is not there. Each build's mf-manifest.json
// says what it provides (`version`) and what it accepts (`requiredVersion`); the release command compares them
// before a remote goes live.
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

/**
 * @typedef {{ name: string, version?: string, requiredVersion?: string | false, singleton?: boolean }} SharedEntry
 * @typedef {{ shared?: SharedEntry[] }} FederationManifest
 * @typedef {{ name: string, required: string, provided: string | null }} UnmetShared
 */

/** A build's mf-manifest.json, or null when the folder has none. */
export function readFederationManifest(distDir) {
  const file = path.join(distDir, 'mf-manifest.json');
  if (!fs.existsSync(file)) return null;
  return /** @type {FederationManifest} */ (JSON.parse(fs.readFileSync(file, 'utf8')));
}

/**
 * The shared singletons the remote's build asks for that the shell's build does not provide in a version the
 * remote accepts (provided `null`: not provided at all). Empty when the shell can host it.
 *
 * @param {FederationManifest} remote
 * @param {FederationManifest} shell
 * @returns {UnmetShared[]}
 */
export function unmetSharedVersions(remote, shell) {
  const provided = new Map((shell.shared ?? []).map((entry) => [entry.name, entry.version ?? null]));
  const unmet = [];
  for (const entry of remote.shared ?? []) {
    if (!entry.singleton || !entry.requiredVersion) continue;
    const version = provided.get(entry.name) ?? null;
    if (version === null || !semver.satisfies(version, entry.requiredVersion)) {
      unmet.push({ name: entry.name, required: entry.requiredVersion, provided: version });
    }
  }
  return unmet;
}

/**
 * Refuses (throws) a remote build the shell built in `shellDist` cannot host, naming each singleton, the version
 * the remote needs and the one the shell provides.
 */
export function assertShellHosts({ remote, distDir, shellDist }) {
  const shell = readFederationManifest(shellDist);
  if (!shell) {
    throw new Error(
      `no shell build in ${shellDist} (mf-manifest.json) to check ${remote} against: build the shell (npm run build -w shell) or name the live shell's build with --shell-dist`,
    );
  }
  const build = readFederationManifest(distDir);
  if (!build) throw new Error(`no build of ${remote} in ${distDir} (mf-manifest.json)`);
  const unmet = unmetSharedVersions(build, shell);
  if (unmet.length > 0) {
    const lines = unmet.map(
      ({ name, required, provided }) =>
        `  ${name}: ${remote} needs ${required}, the shell provides ${provided ?? 'none'}`,
    );
    throw new Error(
      `the live shell (${shellDist}) cannot host this build of ${remote}:\n${lines.join('\n')}\nrelease the shell first; nothing was switched`,
    );
  }
}
