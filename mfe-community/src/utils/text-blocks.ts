/** A block of a long translated text: a paragraph, or a bulleted list. */
export type TextBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const BULLET = /^[-•]\s+/;

/**
 * Splits a long translated text (legal sections, FAQ answers) into blocks: blank lines separate blocks, and a block
 * whose lines all start with "- " is a list. Keeps the content files plain strings a translator can edit.
 */
export function textBlocks(text: string): TextBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block): TextBlock => {
      const lines = block.split('\n').map((line) => line.trim());
      return lines.every((line) => BULLET.test(line))
        ? { kind: 'list', items: lines.map((line) => line.replace(BULLET, '')) }
        : { kind: 'paragraph', text: lines.join(' ') };
    });
}
