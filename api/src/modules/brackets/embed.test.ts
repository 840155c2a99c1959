import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { seedId } from '../../seed/ids.js';
import { seedTeam } from '../../seed/teams.js';
import { createTestApp, TEST_CONFIG, type TestApp } from '../../testing/test-app.js';
import { BRACKET_RESIZE_MESSAGE, EMBED_ASSET_NAMES } from './embed-assets.js';
import { jsonForScriptElement } from './embed-page.js';
import { errorBody, expectShape } from '../../testing/contract.js';

const idOf = (key: string) => seedId('tournament', key);

interface EmbedPayload {
  lang: string;
  labels: { common?: Record<string, string> };
  messageType: string;
  parentOrigins: string[];
  data: {
    stages: { id: number; name: string; type: string }[];
    matches: unknown[];
    participants: Record<string, unknown>[];
  };
}

/** The JSON the page hands to its script. */
function payloadOf(html: string): EmbedPayload {
  const match = /<script type="application\/json" id="bracket-data">([^<]*)<\/script>/.exec(html);
  assert.ok(match, 'the page carries its data');
  return JSON.parse(match[1]) as EmbedPayload;
}

describe('bracket embed host', () => {
  let t: TestApp;
  const embed = (key: string, query = '') =>
    t.request({ method: 'GET', url: `/embed/brackets/${idOf(key)}${query}` });

  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('draws the stage: brackets-viewer from the API, the data, the participants; framed only by the portal', async () => {
    const response = await embed('winter-clash', '?stage=main&lang=en');
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/html/);
    const csp = String(response.headers['content-security-policy']);
    assert.match(csp, /script-src 'self'(;|$)/);
    assert.match(csp, /default-src 'none'/);
    assert.match(csp, new RegExp(`frame-ancestors ${TEST_CONFIG.portalOrigins.join(' ')}(;|$)`));
    assert.equal(response.headers['set-cookie'], undefined);
    assert.equal(response.headers['x-frame-options'], undefined);

    const html = response.body;
    assert.match(html, /<html lang="en" dir="ltr">/);
    assert.match(html, /<title>Single Elimination · Winter Clash<\/title>/);
    assert.ok(html.includes(`<script src="/embed/assets/${EMBED_ASSET_NAMES.viewerScript}"></script>`));
    assert.ok(html.includes(`<script src="/embed/assets/${EMBED_ASSET_NAMES.clientScript}"></script>`));
    assert.doesNotMatch(html, /<script>/, 'no inline script (the CSP would refuse it)');
    assert.doesNotMatch(html, /https?:\/\/(?!localhost)/, 'nothing from another host');
    for (const key of ['rhine-wolves', 'paris-phantoms', 'nordic-storm', 'iberia-vipers']) {
      assert.ok(html.includes(`<li>${seedTeam(key).name}</li>`), seedTeam(key).name);
    }

    const payload = payloadOf(html);
    assert.equal(payload.lang, 'en');
    assert.equal(payload.messageType, BRACKET_RESIZE_MESSAGE);
    assert.deepEqual(payload.parentOrigins, TEST_CONFIG.portalOrigins);
    assert.equal(payload.data.stages[0].type, 'single_elimination');
    assert.equal(payload.data.stages[0].name, 'Single Elimination');
    assert.equal(payload.data.matches.length, 4);
    assert.deepEqual(Object.keys(payload.data.participants[0]).sort(), ['id', 'name', 'tournament_id']);
  });

  test('participant names are escaped in the markup and in the data', async () => {
    const hostile = '</script><script>alert("x")</script><img src=x onerror=alert(1)>';
    const tournamentId = idOf('nile-legends-cup');
    const participant = await t.db
      .selectFrom('bracket_participants')
      .select('id')
      .where('tournament_id', '=', tournamentId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('bracket_participants')
      .set({ name: hostile })
      .where('id', '=', participant.id)
      .execute();

    const html = (await embed('nile-legends-cup', '?lang=en')).body;
    assert.ok(!html.includes(hostile));
    assert.ok(!html.includes('<script>alert'));
    assert.ok(!html.includes('<img src=x'));
    assert.ok(html.includes('&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x'));
    assert.ok(html.includes('\\u003c/script\\u003e\\u003cscript\\u003ealert'));
    const names = payloadOf(html).data.participants.map((entry) => entry.name);
    assert.ok(names.includes(hostile), 'the data still holds the real name, for the viewer to set as text');
    assert.equal(jsonForScriptElement({ text: '<&>\u2028' }), '{"text":"\\u003c\\u0026\\u003e\\u2028"}');
  });

  test('Arabic: the page language, Arabic titles and labels, still drawn left to right', async () => {
    const response = await embed('sands-of-valor', '?lang=ar');
    assert.equal(response.statusCode, 200);
    const html = response.body;
    assert.match(html, /<html lang="ar" dir="ltr">/);
    assert.match(html, /<title>النظام السويسري · رمال البسالة<\/title>/);
    const payload = payloadOf(html);
    assert.equal(payload.lang, 'ar');
    assert.equal(payload.data.stages[0].name, 'النظام السويسري');
    assert.equal(
      payload.labels.common?.['round-name'],
      'الجولة {{roundNumber, number(numberingSystem: arab)}}',
    );
    assert.equal(payload.labels.common?.['group-name'], 'الجولات السويسرية');
  });

  test('Arabic: the viewer writes the numbers of its labels in Arabic-Indic digits (issue 28)', async () => {
    const payload = payloadOf((await embed('nile-legends-cup', '?lang=ar')).body);
    // The i18next brackets-viewer ships with draws the labels: the test reads them through it.
    const viewerRequire = createRequire(
      createRequire(import.meta.url).resolve('brackets-viewer/package.json'),
    );
    const viewerI18next = viewerRequire('i18next') as {
      createInstance: () => {
        init: (options: object) => Promise<unknown>;
        t: (key: string, values?: object) => string;
      };
    };
    const i18n = viewerI18next.createInstance();
    await i18n.init({ lng: 'ar', fallbackLng: 'en', resources: { ar: { translation: payload.labels } } });
    assert.equal(i18n.t('common.round-name-winner-bracket', { roundNumber: 1 }), 'جولة الفائزين ١');
    assert.equal(i18n.t('common.round-name-loser-bracket', { roundNumber: 12 }), 'جولة الخاسرين ١٢');
    assert.equal(i18n.t('common.round-name', { roundNumber: 3 }), 'الجولة ٣');
    assert.equal(i18n.t('match-label.default', { matchNumber: 4 }), 'المباراة ٤');
    assert.equal(i18n.t('origin-hint.seed', { position: 2 }), 'المصنّف ٢');
    assert.equal(i18n.t('common.best-of-x', { x: 3 }), 'أفضل من ٣');
    assert.equal(i18n.t('origin-hint.winner-bracket', { round: 1, position: 2 }), 'خاسر الفائزين ١.٢');
  });

  test('stage=next draws the stage the main one leads to', async () => {
    const payload = payloadOf((await embed('founders-cup', '?stage=next&lang=en')).body);
    assert.equal(payload.data.stages[0].type, 'single_elimination');
    assert.equal(payload.data.matches.length, 1, 'the final');

    const none = await embed('winter-clash', '?stage=next&lang=en');
    assert.equal(none.statusCode, 404);
    assert.match(none.body, /This bracket has no next stage/);
  });

  test('no bracket yet, or no such tournament: a message page in the chosen language', async () => {
    const english = await embed('levant-masters', '?lang=en');
    assert.equal(english.statusCode, 404);
    assert.match(String(english.headers['content-type']), /^text\/html/);
    assert.match(
      english.body,
      /<p class="bracket-message">The bracket is available when the tournament begins<\/p>/,
    );
    assert.doesNotMatch(english.body, /<script/);

    const arabic = await embed('levant-masters', '?lang=ar');
    assert.match(arabic.body, /يتوفر جدول البطولة عند بدء البطولة/);

    const unknown = await t.request({
      method: 'GET',
      url: '/embed/brackets/00000000-0000-4000-8000-000000000000?lang=en',
    });
    assert.equal(unknown.statusCode, 404);
    assert.match(unknown.body, /Tournament not found/);
  });

  test('a language or stage outside the list: 400', async () => {
    assert.equal((await embed('winter-clash', '?lang=fr')).statusCode, 400);
    assert.equal((await embed('winter-clash', '?stage=third')).statusCode, 400);
  });

  test('assets: served from the API, immutable, gzipped when asked; nothing else under /embed/assets', async () => {
    const plain = await t.request({ method: 'GET', url: `/embed/assets/${EMBED_ASSET_NAMES.viewerScript}` });
    assert.equal(plain.statusCode, 200);
    assert.match(String(plain.headers['content-type']), /^text\/javascript/);
    assert.equal(plain.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(plain.body, /bracketsViewer/);

    const gzipped = await t.request({
      method: 'GET',
      url: `/embed/assets/${EMBED_ASSET_NAMES.clientScript}`,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    assert.equal(gzipped.headers['content-encoding'], 'gzip');
    const script = gunzipSync(gzipped.rawPayload).toString('utf8');
    assert.match(script, /arena|messageType/);
    assert.match(script, /ResizeObserver/);

    const styles = await t.request({ method: 'GET', url: `/embed/assets/${EMBED_ASSET_NAMES.viewerStyles}` });
    assert.match(String(styles.headers['content-type']), /^text\/css/);

    for (const file of ['package.json', '..%2F..%2Fpackage.json', 'brackets-viewer.min.js']) {
      const missing = await t.request({ method: 'GET', url: `/embed/assets/${file}` });
      assert.equal(missing.statusCode, 404, file);
      assert.equal(expectShape(errorBody, missing.json()).code, 4004, file);
    }
  });
});
