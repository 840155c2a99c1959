import {
  compareNamespace,
  logicalKeys,
  type FlatStrings,
  type PlaceholderMismatch,
} from '@arena/shared-kit/locale-rules';

/** One logical key of a namespace as the tool lists it: its forms in each language and what is wrong with it. */
export interface TranslationRow {
  key: string;
  enForms: string[];
  arForms: string[];
  plural: boolean;
  missingInArabic: boolean;
  extraInArabic: boolean;
  mismatch: PlaceholderMismatch | null;
}

export type RowFilter = 'all' | 'missing' | 'extra' | 'placeholders';

/** The rows of a namespace, English order first, then the keys only Arabic has. */
export function translationRows(en: FlatStrings, ar: FlatStrings): TranslationRow[] {
  const enKeys = logicalKeys(en);
  const arKeys = logicalKeys(ar);
  const mismatches = new Map(compareNamespace(en, ar).placeholderMismatches.map((item) => [item.key, item]));
  const keys = [...new Set([...enKeys.keys(), ...arKeys.keys()])];
  return keys.map((key) => {
    const enForms = enKeys.get(key) ?? [];
    const arForms = arKeys.get(key) ?? [];
    return {
      key,
      enForms,
      arForms,
      plural: [...enForms, ...arForms].some((form) => form !== key),
      missingInArabic: arForms.length === 0,
      extraInArabic: enForms.length === 0,
      mismatch: mismatches.get(key) ?? null,
    };
  });
}

/** The rows a filter and a search (over keys and both languages' values, case-insensitive) leave. */
export function visibleRows(
  rows: TranslationRow[],
  strings: { en: FlatStrings; ar: FlatStrings },
  filter: RowFilter,
  search: string,
): TranslationRow[] {
  const needle = search.trim().toLocaleLowerCase();
  return rows.filter((row) => {
    if (filter === 'missing' && !row.missingInArabic) return false;
    if (filter === 'extra' && !row.extraInArabic) return false;
    if (filter === 'placeholders' && !row.mismatch) return false;
    if (!needle) return true;
    const texts = [
      row.key,
      ...row.enForms.map((form) => strings.en[form]),
      ...row.arForms.map((form) => strings.ar[form]),
    ];
    return texts.some((text) => text.toLocaleLowerCase().includes(needle));
  });
}

/** Removes a logical key (every plural form) from a namespace's strings. */
export function withoutKey(strings: FlatStrings, key: string, forms: string[]): FlatStrings {
  const removed = new Set([key, ...forms]);
  return Object.fromEntries(Object.entries(strings).filter(([name]) => !removed.has(name)));
}

/** Starts the browser download of `data` as a JSON file (the tool's "save", P2 §7). */
export function downloadJson(fileName: string, data: unknown): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
