import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { stringify } from 'yaml';
import { composeFile } from './compose.js';
import { manifestFiles } from './objects.js';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A generated file: its path from the repository root and its text. */
export interface GeneratedFile {
  path: string;
  text: string;
}

const commentLines = (comment: string) =>
  comment
    .split('\n')
    .map((line) => (line ? `# ${line}` : '#'))
    .join('\n');

/** YAML documents behind a leading comment, formatted as the repository's prettier would. */
async function yamlFile(file: string, comment: string, documents: unknown[]): Promise<GeneratedFile> {
  // YAML 1.1 quoting: Kubernetes reads `no`, `on`, `yes` unquoted as booleans (sigs.k8s.io/yaml).
  const body = documents
    .map((document) => stringify(document, { lineWidth: 0, version: '1.1' }))
    .join('---\n');
  const text = `${commentLines(comment)}\n${body}`;
  const options = (await resolveConfig(path.join(REPO_ROOT, file))) ?? {};
  return { path: file, text: await format(text, { ...options, parser: 'yaml' }) };
}

/**
 * Every generated file: the Kubernetes objects (each validated against the Kubernetes schemas first: a broken
 * object throws here, naming itself) and docker-compose.yml.
 */
export async function generateFiles(): Promise<GeneratedFile[]> {
  const files: GeneratedFile[] = [];
  for (const manifest of manifestFiles()) {
    for (const object of manifest.objects) {
      try {
        object.validate();
      } catch (error) {
        throw new Error(
          `${manifest.path}: ${object.kind} ${object.metadata?.name}: ${(error as Error).message}`,
          {
            cause: error,
          },
        );
      }
    }
    files.push(
      await yamlFile(
        manifest.path,
        manifest.comment,
        manifest.objects.map((object) => object.toJSON()),
      ),
    );
  }
  const compose = composeFile();
  files.push(await yamlFile(compose.path, compose.comment, [compose.document]));
  return files;
}

/** The generated files whose copy in the repository differs (or is missing). */
export function staleFiles(files: GeneratedFile[], root = REPO_ROOT): string[] {
  return files
    .filter((file) => {
      const full = path.join(root, file.path);
      return !existsSync(full) || readFileSync(full, 'utf8') !== file.text;
    })
    .map((file) => file.path);
}

export function writeFiles(files: GeneratedFile[], root = REPO_ROOT): void {
  for (const file of files) writeFileSync(path.join(root, file.path), file.text);
}
