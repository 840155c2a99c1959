import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { arabicCount, englishCount, formatCount } from './numbers.js';

const MATCHES = { one: 'مباراة واحدة', two: 'مباراتان', few: '# مباريات', many: '# مباراة' };

describe('server texts: numbers per language', () => {
  test('Arabic-Indic digits and the Arabic separator in Arabic, as the front end writes them', () => {
    assert.equal(formatCount(1500, 'ar'), '١٬٥٠٠');
    assert.equal(formatCount(5, 'ar'), '٥');
    assert.equal(formatCount(1500, 'en'), '1,500');
  });

  test('Arabic counted nouns take the form of their plural category', () => {
    assert.equal(arabicCount(1, MATCHES), 'مباراة واحدة');
    assert.equal(arabicCount(2, MATCHES), 'مباراتان');
    assert.equal(arabicCount(3, MATCHES), '٣ مباريات');
    assert.equal(arabicCount(10, MATCHES), '١٠ مباريات');
    assert.equal(arabicCount(11, MATCHES), '١١ مباراة');
    assert.equal(arabicCount(99, MATCHES), '٩٩ مباراة');
    assert.equal(arabicCount(100, MATCHES), '١٠٠ مباراة');
    const wins = {
      one: 'انتصار واحد',
      two: 'انتصاران',
      few: '# انتصارات',
      many: '# انتصارًا',
      other: '# انتصار',
    };
    assert.equal(arabicCount(15, wins), '١٥ انتصارًا');
    assert.equal(arabicCount(100, wins), '١٠٠ انتصار');
  });

  test('English counts are singular for one', () => {
    assert.equal(englishCount(1, 'match', 'matches'), '1 match');
    assert.equal(englishCount(2, 'match', 'matches'), '2 matches');
  });
});
