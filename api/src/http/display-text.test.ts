import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { displayText, INVISIBLE_MESSAGE, invisibleCharacterIn } from '@arena/contract';
import { seedId } from '../seed/ids.js';
import { seedTeam } from '../seed/teams.js';
import { errorBody, expectShape } from '../testing/contract.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/** Names that look like others or reorder the text around them (issue 27, defect 7). */
const INVISIBLE = {
  'U+202E': 'Fa\u202Ecb', // right-to-left override
  'U+200B': 'Fa\u200Bl', // zero-width space
  'U+001B': 'F\u001Bcl', // ESC, as in a terminal colour sequence
} as const;

describe('the name rule (displayText), one for every name-like field', () => {
  test('refuses controls, format characters, lone surrogates and default-ignorables, naming the first', () => {
    const refused: Record<string, string> = {
      'Fal\u202Acon': 'U+202A',
      'Fal\u202Bcon': 'U+202B',
      'Fal\u202Ccon': 'U+202C',
      'Fal\u202Dcon': 'U+202D',
      'Fal\u202Econ': 'U+202E',
      'Fal\u2066con': 'U+2066',
      'Fal\u2069con': 'U+2069',
      'Fal\u200Bcon': 'U+200B',
      'Fal\u200Dcon': 'U+200D',
      'Fal\u200Econ': 'U+200E',
      'Fal\u200Fcon': 'U+200F',
      'Fal\u2060con': 'U+2060',
      '\uFEFFFalcon': 'U+FEFF',
      'Fal\u00ADcon': 'U+00AD',
      'نور\u061C': 'U+061C',
      'Fal\u0007con': 'U+0007',
      'Fal\u001Bcon': 'U+001B',
      'Fal\ncon': 'U+000A',
      'Fal\u007Fcon': 'U+007F',
      'Fal\u0085con': 'U+0085',
      'Fal\u009Bcon': 'U+009B',
      'Fal\uD800con': 'U+D800',
      '\u3164\u3164\u3164': 'U+3164',
      'Falcon\uFE0F': 'U+FE0F',
      'Fal\u{E0041}con': 'U+E0041',
      // The non-joiner only between two Arabic-script letters: not in Latin text, not doubled, not at an end.
      'Fal\u200Ccon': 'U+200C',
      'نور\u200C': 'U+200C',
      'ب\u200C\u200Cت': 'U+200C',
    };
    for (const [value, codePoint] of Object.entries(refused)) {
      assert.equal(invisibleCharacterIn(value), codePoint, JSON.stringify(value));
      const result = displayText().safeParse(value);
      assert.equal(result.success, false, JSON.stringify(value));
      assert.deepEqual(
        result.error?.issues.map((issue) => issue.message),
        [`${INVISIBLE_MESSAGE} (${codePoint})`],
      );
    }
  });

  test('accepts every script, Arabic with its marks, the Persian non-joiner and emoji', () => {
    for (const value of [
      'Falcon',
      'نور الهدى',
      'مُحَمَّد',
      'می\u200Cخواهم', // Persian: the non-joiner between two Arabic-script letters
      'بَ\u200Cت', // after a vowel mark
      'Lukas Müller',
      '李小龙',
      'Falcon ❤\uFE0F',
      'Team 1\uFE0F\u20E3',
      '🦅 Falcons',
      'Falcon  Al-Saud', // spaces are trimmed and collapsed by the fields, not refused
    ]) {
      assert.equal(invisibleCharacterIn(value), null, JSON.stringify(value));
      assert.equal(displayText().safeParse(value).success, true, JSON.stringify(value));
    }
  });

  test('leaves the NUL character to text(), which names it once', () => {
    assert.equal(invisibleCharacterIn('Fal\u0000con'), null);
    const messages = displayText()
      .safeParse('Fal\u0000con')
      .error?.issues.map((issue) => issue.message);
    assert.deepEqual(messages, ['must not contain the NUL character']);
  });
});

describe('name-like fields refuse invisible characters with 400 naming the field, and take Arabic', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const send = async (
    player: string | null,
    method: 'POST' | 'PUT',
    url: string,
    payload: object,
  ): Promise<{ status: number; body: string; json: () => unknown }> => {
    const response = await t.request({
      method,
      url,
      token: player ? await t.tokenFor(player) : undefined,
      payload,
    });
    return { status: response.statusCode, body: response.body, json: () => response.json() };
  };

  const DESERT_FALCONS = seedTeam('desert-falcons').id;
  const LIVE_CHAT = seedId('tournament', 'desert-storm-1v1');
  const BANKING = {
    accountHolderName: 'Falcon Al-Saud',
    bankName: 'Saudi National Bank',
    bankAddress: 'King Fahd Road, Riyadh',
    iban: 'SA03 8000 0000 6080 1016 7519',
    swift: 'NCBKSAJE',
    currency: 'SAR',
    mobileNumber: '+966 50 123 4567',
    email: 'falcon@example.com',
  };

  /** Each name-like field: who sends it, where, a body around the field's value, and its name in answers. */
  const FIELDS: {
    field: string;
    player: string | null;
    method: 'POST' | 'PUT';
    url: string;
    body: (value: string) => object;
    arabic: string;
    accepted: number;
  }[] = [
    {
      field: 'displayName',
      player: 'nour',
      method: 'PUT',
      url: '/v1/user/me/profile',
      body: (displayName) => ({
        displayName,
        location: null,
        email: null,
        isProfileVisible: true,
        notificationPreferences: 0,
      }),
      arabic: 'نور\u200Cجان',
      accepted: 200,
    },
    {
      field: 'location',
      player: 'nour',
      method: 'PUT',
      url: '/v1/user/me/profile',
      body: (location) => ({
        displayName: 'Nour',
        location,
        email: null,
        isProfileVisible: true,
        notificationPreferences: 0,
      }),
      arabic: 'Jordan',
      accepted: 200,
    },
    {
      field: 'name',
      player: 'newcomer',
      method: 'POST',
      url: '/v1/teams/create',
      body: (name) => ({ name, shortName: 'NEW' }),
      arabic: 'صقور الصحراء الجديدة',
      accepted: 201,
    },
    {
      field: 'shortName',
      player: 'falcon',
      method: 'PUT',
      url: `/v1/teams/${DESERT_FALCONS}`,
      body: (shortName) => ({ name: 'Desert Falcons', shortName }),
      arabic: 'صقر',
      accepted: 200,
    },
    {
      field: 'subject',
      player: 'falcon',
      method: 'POST',
      url: '/v1/discord/create-ticket',
      body: (subject) => ({ subject, description: 'The lobby did not open', tournament_id: LIVE_CHAT }),
      arabic: 'الردهة لا تفتح',
      accepted: 201,
    },
    {
      field: 'title',
      player: null,
      method: 'POST',
      url: '/v1/bug-report',
      body: (title) => ({ bugType: 'website-bug', title, description: 'Steps to reproduce: open it' }),
      arabic: 'روابط التذييل متداخلة',
      accepted: 201,
    },
    {
      field: 'userName',
      player: null,
      method: 'POST',
      url: '/v1/bug-report',
      body: (userName) => ({ bugType: 'website-bug', title: 'Footer', description: 'Overlap', userName }),
      arabic: 'زائر',
      accepted: 201,
    },
    {
      field: 'bankingDetails.accountHolderName',
      player: 'falcon',
      method: 'PUT',
      url: '/v1/payment/banking-info',
      body: (accountHolderName) => ({
        preferredPaymentMethod: 'bank_transfer',
        bankingDetails: { ...BANKING, accountHolderName },
      }),
      arabic: 'فالكون آل سعود',
      accepted: 200,
    },
    {
      field: 'bankingDetails.bankName',
      player: 'falcon',
      method: 'PUT',
      url: '/v1/payment/banking-info',
      body: (bankName) => ({
        preferredPaymentMethod: 'bank_transfer',
        bankingDetails: { ...BANKING, bankName },
      }),
      arabic: 'البنك الأهلي السعودي',
      accepted: 200,
    },
  ];

  for (const entry of FIELDS) {
    test(`${entry.field} (${entry.method} ${entry.url.replace(/[0-9a-f-]{36}/, '{id}')})`, async () => {
      for (const [codePoint, value] of Object.entries(INVISIBLE)) {
        const response = await send(entry.player, entry.method, entry.url, entry.body(value));
        assert.equal(response.status, 400, `${codePoint}: ${response.body}`);
        const body = expectShape(errorBody, response.json());
        assert.equal(body.code, 4000);
        assert.equal(body.message, `Invalid body: ${entry.field}`);
        const { location, fields } = body.details as { location: string; fields: Record<string, string> };
        assert.equal(location, 'body');
        assert.deepEqual(Object.keys(fields), [entry.field]);
        // The short name's own letters-and-digits rule may also speak; the invisible character is named first.
        assert.ok(
          fields[entry.field]!.startsWith(`${INVISIBLE_MESSAGE} (${codePoint})`),
          fields[entry.field],
        );
      }
      const accepted = await send(entry.player, entry.method, entry.url, entry.body(entry.arabic));
      assert.equal(accepted.status, entry.accepted, accepted.body);
    });
  }

  test('the Arabic display name with its non-joiner is stored as written', async () => {
    const saved = await send('nour', 'PUT', '/v1/user/me/profile', {
      displayName: 'نور\u200Cجان',
      location: null,
      email: null,
      isProfileVisible: true,
      notificationPreferences: 0,
    });
    assert.equal((saved.json() as { user: { displayName: string } }).user.displayName, 'نور\u200Cجان');
    const me = await t.request({ method: 'GET', url: '/v1/user/me', token: await t.tokenFor('nour') });
    assert.equal(me.json().user.displayName, 'نور\u200Cجان');
  });
});
