import { textBlocks } from './text-blocks';

describe('textBlocks', () => {
  it('splits paragraphs on blank lines and joins the lines of one paragraph', () => {
    expect(textBlocks('First line\nsame paragraph.\n\n  Second.  \n\n\n')).toEqual([
      { kind: 'paragraph', text: 'First line same paragraph.' },
      { kind: 'paragraph', text: 'Second.' },
    ]);
  });

  it('reads a block whose every line starts with "- " as a list', () => {
    expect(textBlocks('We collect:\n\n- your game name\n- your region\n\nThat is all.')).toEqual([
      { kind: 'paragraph', text: 'We collect:' },
      { kind: 'list', items: ['your game name', 'your region'] },
      { kind: 'paragraph', text: 'That is all.' },
    ]);
  });

  it('keeps a block with a mix of bullets and text as a paragraph', () => {
    expect(textBlocks('- one\ntwo')).toEqual([{ kind: 'paragraph', text: '- one two' }]);
  });

  it('answers no blocks for an empty text', () => {
    expect(textBlocks('  \n\n ')).toEqual([]);
  });
});
