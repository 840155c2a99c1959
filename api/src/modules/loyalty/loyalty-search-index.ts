import { type BoardRow, compareRows, indexOfRow, lowerBound } from './loyalty-board-ranking.js';

const SLOTS_PER_CHUNK = 1_024;

/**
 * Every ranked row's search key. A term of three characters or more is looked up in a trigram index (each
 * trigram of a key → the slots holding it): the smallest of the term's posting lists gives the candidates, each
 * checked with `includes`. Gains never change a key, so the index only moves on a new player or a rename; entries
 * left behind by a rename or a departed player are skipped by that check and dropped at the next full load.
 * Shorter terms scan the keys with `indexOf`: each player keeps a slot (reused when they leave), and the slots are
 * cut in chunks of `SLOTS_PER_CHUNK` keys, each chunk one NUL-separated string rebuilt (lazily, at the next such
 * search) only when one of its slots changed.
 */
export class SearchIndex {
  private readonly slotOf = new Map<string, number>();
  private readonly slots: (BoardRow | null)[] = [];
  private readonly free: number[] = [];
  private readonly texts: (string | null)[] = [];
  private readonly starts: Int32Array[] = [];
  private readonly grams = new Map<string, number[]>();
  /** Per slot, the last search that took it (a posting list may hold a slot twice). */
  private seen = new Uint32Array(1_024);
  private stamp = 0;

  set(row: BoardRow): void {
    let slot = this.slotOf.get(row.userId);
    if (slot === undefined) {
      slot = this.free.pop() ?? this.slots.length;
      this.slotOf.set(row.userId, slot);
    } else if (this.slots[slot]?.key === row.key) {
      // A gain: the key, its trigrams and its chunk's text are unchanged.
      this.slots[slot] = row;
      return;
    }
    this.slots[slot] = row;
    this.texts[Math.floor(slot / SLOTS_PER_CHUNK)] = null;
    const grams = new Set<string>();
    for (let index = 0; index + 3 <= row.key.length; index += 1) grams.add(row.key.slice(index, index + 3));
    for (const gram of grams) {
      const list = this.grams.get(gram);
      if (list) list.push(slot);
      else this.grams.set(gram, [slot]);
    }
  }

  delete(userId: string): void {
    const slot = this.slotOf.get(userId);
    if (slot === undefined) return;
    this.slotOf.delete(userId);
    this.slots[slot] = null;
    this.free.push(slot);
    this.texts[Math.floor(slot / SLOTS_PER_CHUNK)] = null;
  }

  /** The rows whose key contains `term` (lower-cased, without NUL), in no particular order; and how many keys it examined. */
  find(term: string): { rows: BoardRow[]; examined: number } {
    if (term.length < 3) return { rows: this.scan(term), examined: this.slots.length };
    let smallest: number[] | undefined;
    for (let index = 0; index + 3 <= term.length; index += 1) {
      const list = this.grams.get(term.slice(index, index + 3));
      if (!list) return { rows: [], examined: 0 };
      if (!smallest || list.length < smallest.length) smallest = list;
    }
    if (this.seen.length < this.slots.length) this.seen = new Uint32Array(this.slots.length * 2);
    this.stamp = (this.stamp + 1) >>> 0 || 1;
    const found: BoardRow[] = [];
    for (const slot of smallest!) {
      if (this.seen[slot] === this.stamp) continue;
      this.seen[slot] = this.stamp;
      const row = this.slots[slot];
      if (row && row.key.includes(term)) found.push(row);
    }
    return { rows: found, examined: smallest!.length };
  }

  private scan(term: string): BoardRow[] {
    const found: BoardRow[] = [];
    for (let chunk = 0; chunk * SLOTS_PER_CHUNK < this.slots.length; chunk += 1) {
      const base = chunk * SLOTS_PER_CHUNK;
      let text = this.texts[chunk];
      if (text == null) {
        const keys: string[] = [];
        const starts = new Int32Array(Math.min(SLOTS_PER_CHUNK, this.slots.length - base));
        let offset = 0;
        for (let index = 0; index < starts.length; index += 1) {
          const key = this.slots[base + index]?.key ?? '';
          starts[index] = offset;
          offset += key.length + 1;
          keys.push(key);
        }
        text = keys.join('\0');
        this.texts[chunk] = text;
        this.starts[chunk] = starts;
      }
      const starts = this.starts[chunk];
      let from = 0;
      for (;;) {
        const at = text.indexOf(term, from);
        if (at === -1) break;
        // The slot holding `at`: the last start at or before it.
        let low = 0;
        let high = starts.length - 1;
        while (low < high) {
          const middle = (low + high + 1) >>> 1;
          if (starts[middle] <= at) low = middle;
          else high = middle - 1;
        }
        const row = this.slots[base + low];
        if (row) found.push(row);
        if (low + 1 >= starts.length) break;
        from = starts[low + 1];
      }
    }
    return found;
  }
}

/** A term's first `rows.length` matches in leaderboard order, and how many match. */
export interface SearchResult {
  total: number;
  rows: BoardRow[];
}

/**
 * Follows one player's change in a kept search of `term`: `before` and `after` are their rows around it (absent:
 * not ranked). The kept rows stay the first matches in order: a matching player leaving takes their row out (the
 * rest are still the first), a matching player entering goes in when every match is kept or they come before the
 * last kept one (otherwise all kept rows still come before them).
 */
export function follow(
  result: SearchResult,
  term: string,
  before: BoardRow | undefined,
  after: BoardRow | undefined,
): void {
  const left = before !== undefined && before.key.includes(term);
  const entered = after !== undefined && after.key.includes(term);
  if (!left && !entered) return;
  const rows = result.rows;
  const complete = rows.length === result.total;
  if (left) {
    result.total -= 1;
    const at = indexOfRow(rows, before);
    if (at >= 0) rows.splice(at, 1);
  }
  if (entered) {
    result.total += 1;
    if (complete || (rows.length > 0 && compareRows(after, rows[rows.length - 1]) < 0))
      rows.splice(lowerBound(rows, after), 0, after);
  }
}
