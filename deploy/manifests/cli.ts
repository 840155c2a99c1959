// Writes the Kubernetes objects (deploy/k8s/*.yaml) and docker-compose.yml from the typed code beside this file,
// each object validated against the Kubernetes schemas first; `--check` writes nothing and fails when a file
// differs from what would be written.
//
//   npm run k8s -w deploy            (tsx deploy/manifests/cli.ts)
//   npm run k8s:check -w deploy      (tsx deploy/manifests/cli.ts --check)
import { generateFiles, staleFiles, writeFiles } from './render.js';

const check = process.argv.includes('--check');
const files = await generateFiles();
const stale = staleFiles(files);
if (check) {
  if (stale.length > 0) {
    console.error(`Out of date (run npm run k8s -w deploy): ${stale.join(', ')}`);
    process.exit(1);
  }
  console.log(`${files.length} files up to date, every object valid`);
} else {
  writeFiles(files);
  console.log(stale.length > 0 ? `wrote ${stale.join(', ')}` : `${files.length} files already up to date`);
}
