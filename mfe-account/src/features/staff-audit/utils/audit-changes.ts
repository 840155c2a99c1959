/** One field an audited write changed: its name and its values before and after (null: absent). */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields an audit entry's write changed, in the order the entry names them (before's, then after's new ones):
 * a field the same on both sides is left out; one on one side only was added or removed.
 *
 * @example auditChanges({ status: 'Pending' }, { status: 'Completed', reference: 'TRF-1' })
 *   // [{ field: 'status', before: 'Pending', after: 'Completed' }, { field: 'reference', before: null, after: 'TRF-1' }]
 */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }))
    .filter((change) => !same(change.before, change.after));
}

/** How the log writes values in the page's language. */
export interface AuditValueWords {
  /** Between the items of a list (`, ` / `، `). */
  separator: string;
  yes: string;
  no: string;
  /** A number in the page's digits. */
  number: (value: number) => string;
}

/**
 * A changed value as the log shows it: text as is, numbers in the page's digits, yes or no, a list of plain values
 * joined, anything else as JSON; null for no value (none, empty text, an empty list).
 */
export function auditValueText(value: unknown, words: AuditValueWords): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return words.number(value);
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object')) {
    const items = value.map((item) => auditValueText(item, words)).filter((item) => item !== null);
    return items.length === 0 ? null : items.join(words.separator);
  }
  return JSON.stringify(value);
}
