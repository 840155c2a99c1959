import { readTimeMinutes, wordCount } from './read-time';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('readTimeMinutes', () => {
  it('is at least one minute, even for an empty body', () => {
    expect(readTimeMinutes('')).toBe(1);
    expect(readTimeMinutes('   ')).toBe(1);
    expect(readTimeMinutes(words(1))).toBe(1);
  });

  it('divides the word count by 200 and rounds up', () => {
    expect(readTimeMinutes(words(200))).toBe(1);
    expect(readTimeMinutes(words(201))).toBe(2);
    expect(readTimeMinutes(words(400))).toBe(2);
    expect(readTimeMinutes(words(401))).toBe(3);
    expect(readTimeMinutes(words(1000))).toBe(5);
  });

  it('counts Arabic words separated by any whitespace', () => {
    expect(wordCount('مرحبا بكم\nفي\tالبطولة  الجديدة')).toBe(5);
  });
});
