import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';
import { checkStandInUsername } from '../modules/connections/stand-in-provider.js';
import { payoutDescription } from '../modules/payments/prize-payouts.js';
import { signInPage } from '../modules/auth-signin/signin-page.js';
import { bothLanguages, namespaceStrings, t } from './translate.js';

describe('server texts: t(lang, key, params) over api/src/i18n/locales', () => {
  test('fills placeholders: numbers as each language writes them, per-language values in that language', () => {
    assert.equal(
      t('en', 'notifications:payoutPending.messageForTournament', {
        amount: 1500,
        currency: 'USD',
        tournament: { en: 'Winter Clash', ar: 'مواجهة الشتاء' },
      }),
      'A payment of 1,500 USD for Winter Clash is pending.',
    );
    assert.equal(
      t('ar', 'notifications:payoutPending.messageForTournament', {
        amount: 1500,
        currency: 'USD',
        tournament: { en: 'Winter Clash', ar: 'مواجهة الشتاء' },
      }),
      'دفعة بمبلغ ١٬٥٠٠ USD عن مواجهة الشتاء قيد الانتظار.',
    );
  });

  test('picks the plural form of count by each language’s rules (Arabic: zero, one, two, few, many, other)', () => {
    const minutes = (locale: 'en' | 'ar', count: number) =>
      t(locale, 'notifications:noShowLost.message', { count });
    assert.match(minutes('en', 1), /within 1 minute,/);
    assert.match(minutes('en', 15), /within 15 minutes,/);
    assert.match(minutes('ar', 1), /خلال دقيقة واحدة،/);
    assert.match(minutes('ar', 2), /خلال دقيقتين،/);
    assert.match(minutes('ar', 5), /خلال ٥ دقائق،/);
    assert.match(minutes('ar', 15), /خلال ١٥ دقيقة،/);
    assert.match(minutes('ar', 100), /خلال ١٠٠ دقيقة،/);
  });

  test('ordinals: English 1st, 2nd, 3rd, 11th, 21st; Arabic words to the twentieth, then the number', () => {
    const place = (position: number) => payoutDescription({ en: 'Cup', ar: 'كأس' }, position);
    assert.deepEqual(place(1), { en: 'Cup — 1st place prize', ar: 'كأس — جائزة المركز الأول' });
    assert.deepEqual(place(9), { en: 'Cup — 9th place prize', ar: 'كأس — جائزة المركز التاسع' });
    assert.equal(place(11).ar, 'كأس — جائزة المركز الحادي عشر');
    assert.equal(place(20).ar, 'كأس — جائزة المركز العشرون');
    assert.deepEqual(place(21), { en: 'Cup — 21st place prize', ar: 'كأس — جائزة المركز الـ٢١' });
    assert.equal(place(22).en, 'Cup — 22nd place prize');
    assert.equal(place(23).en, 'Cup — 23rd place prize');
    assert.equal(place(111).en, 'Cup — 111th place prize');
    // A tournament without an Arabic name keeps its English one inside the Arabic text.
    assert.equal(payoutDescription({ en: 'Cup' }, 2).ar, 'Cup — جائزة المركز الثاني');
  });

  test('a placeholder without a value is a bug, not a text with braces in it', () => {
    assert.throws(
      () => t('en', 'notifications:teamMemberJoined.message', { member: 'Layla' }),
      /\{\{team\}\}/,
    );
  });

  test('bothLanguages and whole namespaces for libraries that take i18next resources', () => {
    assert.deepEqual(bothLanguages('connections:providers.discord'), { en: 'Discord', ar: 'ديسكورد' });
    const labels = namespaceStrings('ar', 'brackets-viewer');
    (labels.common as Record<string, string>).bye = 'changed';
    assert.notEqual(
      (namespaceStrings('ar', 'brackets-viewer').common as Record<string, string>).bye,
      'changed',
    );
  });

  test('numbers the stand-in pages write in Arabic use Arabic-Indic digits', () => {
    const refused = checkStandInUsername('a');
    assert.ok('error' in refused);
    assert.equal(refused.error.en, 'Username must be 2 to 32 characters');
    assert.equal(refused.error.ar, 'يجب أن يتكون اسم المستخدم من ٢ إلى ٣٢ حرفًا');
    const player = {
      gameName: 'Falcon',
      tagLine: 'ME1',
      displayName: 'Falcon',
      region: 'me1',
      staffRoles: [],
      banned: false,
      hasGameAccount: true,
      purpose: null,
    };
    const page = signInPage({
      redirectUrl: 'https://portal.example/',
      featured: [],
      others: Array.from({ length: 12 }, (_, index) => ({ ...player, id: `p${index}` })),
      form: { values: { gameName: '', tagLine: '', region: 'me1' }, errors: {} },
    });
    assert.match(page, /Other players \(12\) · <span lang="ar" dir="rtl">لاعبون آخرون \(١٢\)<\/span>/);
    assert.match(
      page,
      /you will be sent back to <span class="target">https:\/\/portal\.example\/<\/span>\.<\/p>/,
    );
  });

  test('the brackets-viewer English kept beside its Arabic is the installed library’s own', () => {
    // The library bundles its English as JSON.parse('…'); the Arabic must translate exactly those labels.
    const bundle = readFileSync(
      createRequire(import.meta.url).resolve('brackets-viewer/dist/brackets-viewer.min.js'),
      'utf8',
    );
    const english = /JSON\.parse\('(\{"origin-hint":[^']*)'\)/.exec(bundle)?.[1];
    assert.ok(english, 'brackets-viewer bundles its English labels differently: update this test');
    // Its stage-form creator's labels are for a page the embed does not draw.
    const { 'form-creator': _formCreator, ...labels } = JSON.parse(english) as Record<string, unknown>;
    assert.deepEqual(namespaceStrings('en', 'brackets-viewer'), labels);
  });
});
