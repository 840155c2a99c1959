/** `$$` or `$name$` at the position `lastIndex` (sticky). */
const DOLLAR_QUOTE_TAG = /\$(?:[A-Za-z_]\w*)?\$/y;

/**
 * Splits a script of several SQL statements into single statements, for connections that take one statement per
 * call (PGlite's `query`, any prepared statement). Semicolons inside quoted strings, quoted names, dollar-quoted
 * bodies (`$$ ... $$`, `$body$ ... $body$`) and comments do not split. Empty statements are dropped.
 */
export function splitSqlScript(script: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let index = 0;
  const push = (end: number) => {
    const statement = script.slice(start, end).trim();
    if (statement) statements.push(statement);
  };
  while (index < script.length) {
    const char = script[index];
    const next = script[index + 1];
    if (char === "'" || char === '"') {
      // A doubled quote inside a quoted run closes and reopens it: the loop reads it as two runs.
      const close = script.indexOf(char, index + 1);
      index = close === -1 ? script.length : close + 1;
    } else if (char === '-' && next === '-') {
      const end = script.indexOf('\n', index);
      index = end === -1 ? script.length : end + 1;
    } else if (char === '/' && next === '*') {
      const end = script.indexOf('*/', index + 2);
      index = end === -1 ? script.length : end + 2;
    } else if (char === '$') {
      DOLLAR_QUOTE_TAG.lastIndex = index;
      const tag = DOLLAR_QUOTE_TAG.exec(script)?.[0];
      if (tag) {
        const close = script.indexOf(tag, index + tag.length);
        index = close === -1 ? script.length : close + tag.length;
      } else {
        index += 1;
      }
    } else if (char === ';') {
      push(index);
      index += 1;
      start = index;
    } else {
      index += 1;
    }
  }
  push(script.length);
  return statements;
}
