import { makeOrganizerTournament } from '../../../testing/fixtures';
import {
  createBodyOf,
  emptyTournamentForm,
  formFieldOfServerPath,
  formValuesOf,
  RANK_STEP_VALUES,
  rankStepOfValue,
  tournamentFormProblems,
  updateBodyOf,
  valueOfRankStep,
  type TournamentFormValues,
} from './tournament-form';

/** A complete cup, its dates a day apart in the organizer's time zone. */
function cupForm(overrides: Partial<TournamentFormValues> = {}): TournamentFormValues {
  return {
    ...emptyTournamentForm(),
    name: { en: 'Falcon Cup', ar: 'كأس الصقر' },
    skill_level: ['Gold', 'Silver'],
    registration_start_time: '2026-12-01T18:00',
    registration_closed_time: '2026-12-05T18:00',
    checking_time: '2026-12-06T17:00',
    starting_time: '2026-12-06T18:00',
    ends_at: '2026-12-06T23:00',
    ...overrides,
  };
}

describe('the checks of the tournament form', () => {
  it('passes a complete cup', () => {
    expect([...tournamentFormProblems(cupForm())]).toEqual([]);
  });

  it('names the missing language of a name, and a description needs both languages once one is written', () => {
    const problems = tournamentFormProblems(
      cupForm({ name: { en: 'Falcon Cup', ar: '  ' }, description: { en: '', ar: 'وصف' } }),
    );
    expect([...problems]).toEqual([
      ['name.ar', { key: 'required' }],
      ['description.en', { key: 'required' }],
    ]);
    expect(
      tournamentFormProblems(cupForm({ description: { en: '', ar: '' } }), { hasDescription: true }).get(
        'description.en',
      ),
    ).toEqual({ key: 'required' });
  });

  it('refuses the schedule out of order with the API rule, naming the date and the one it must follow', () => {
    expect([...tournamentFormProblems(cupForm({ checking_time: '2026-12-04T18:00' }))]).toEqual([
      ['checking_time', { key: 'atOrAfter', after: 'registration_closed_time' }],
    ]);
    expect([...tournamentFormProblems(cupForm({ ends_at: '2026-12-06T18:00' }))]).toEqual([
      ['ends_at', { key: 'after', after: 'starting_time' }],
    ]);
    expect(tournamentFormProblems(cupForm({ starting_time: '' })).get('starting_time')).toEqual({
      key: 'date',
    });
  });

  it('checks only the dates a ladder has: registration opens, it starts, it ends', () => {
    const ladder = cupForm({
      structure: { ...emptyTournamentForm().structure, kind: 'ladder' },
      registration_closed_time: '',
      checking_time: '',
    });
    expect([...tournamentFormProblems(ladder)]).toEqual([]);
    expect(createBodyOf(ladder)).not.toHaveProperty('checking_time');
    expect(createBodyOf(ladder)).not.toHaveProperty('registration_closed_time');
  });

  it('checks the chosen structure only, the skill levels, the capacity, prizes and the rulebook link', () => {
    const problems = tournamentFormProblems(
      cupForm({
        structure: { ...emptyTournamentForm().structure, kind: 'round_robin', groups: '20', rounds: 'x' },
        skill_level: [],
        capacity: '1',
        prize_pool: {
          currency: 'USD',
          places: [
            { place: '1', kind: 'money', amount: '1000.555', item: '', rewardCodes: [] },
            {
              place: '1',
              kind: 'item',
              amount: '',
              item: ' ',
              rewardCodes: [{ type: 'hextech_key', count: '0' }],
            },
          ],
        },
        additional_info: 'javascript:alert(1)',
        stream_url: 'http://www.twitch.tv/menaarena',
      }),
    );
    expect([...problems]).toEqual([
      ['structure.groups', { key: 'between', min: 1, max: 16 }],
      ['skill_level', { key: 'skillLevels' }],
      ['capacity', { key: 'between', min: 2, max: 4096 }],
      ['prize_pool.places.0.amount', { key: 'amount' }],
      ['prize_pool.places.1.place', { key: 'placeTwice' }],
      ['prize_pool.places.1.item', { key: 'required' }],
      ['prize_pool.places.1.rewardCodes.0.count', { key: 'between', min: 1, max: 50 }],
      ['additional_info', { key: 'url' }],
      ['stream_url', { key: 'stream' }],
    ]);
  });

  it('wants a poster in both languages once one is uploaded', () => {
    expect([
      ...tournamentFormProblems(cupForm({ poster: { en: 'https://api/uploads/a.png', ar: '' } })),
    ]).toEqual([['poster.ar', { key: 'posterBoth' }]]);
  });
});

describe('the bodies the form sends', () => {
  it('creates a draft with trimmed texts, UTC instants, the chosen structure only and numbers as numbers', () => {
    const body = createBodyOf(
      cupForm({
        name: { en: ' Falcon Cup ', ar: ' كأس الصقر ' },
        structure: {
          ...emptyTournamentForm().structure,
          kind: 'swiss_playoff',
          rounds: '',
          playoffSize: '8',
        },
        capacity: '64',
        prize_pool: {
          currency: 'SAR',
          places: [
            {
              place: '1',
              kind: 'money',
              amount: '1000.5',
              item: '',
              rewardCodes: [{ type: 'mystery_skin', count: '5' }],
            },
            { place: '2', kind: 'item', amount: '', item: ' Headset ', rewardCodes: [] },
          ],
        },
        rules: [{ en: ' Be kind ', ar: ' كن لطيفًا ' }],
      }),
    );
    expect(body).toEqual({
      name: { en: 'Falcon Cup', ar: 'كأس الصقر' },
      region: 'me1',
      format: '5vs5',
      structure: { kind: 'swiss_playoff', rounds: null, playoffSize: 8 },
      skill_level: ['Silver', 'Gold'],
      capacity: 64,
      approval_required: true,
      registration_start_time: new Date(2026, 11, 1, 18).toISOString(),
      registration_closed_time: new Date(2026, 11, 5, 18).toISOString(),
      checking_time: new Date(2026, 11, 6, 17).toISOString(),
      starting_time: new Date(2026, 11, 6, 18).toISOString(),
      ends_at: new Date(2026, 11, 6, 23).toISOString(),
      prize_pool: {
        currency: 'SAR',
        places: [
          { place: 1, amount: 1000.5, rewardCodes: [{ type: 'mystery_skin', count: 5 }] },
          { place: 2, amount: 0, item: 'Headset' },
        ],
      },
      rules: [{ en: 'Be kind', ar: 'كن لطيفًا' }],
      requirements: [],
      faqs: [],
      additional_info: null,
      support_live_chat: false,
      stream_url: null,
      min_rank: null,
      max_rank: null,
      min_account_level: null,
    });
  });

  it('edits only what changed, leaving the stored dates (and their seconds) alone', () => {
    const stored = makeOrganizerTournament({ starting_time: '2026-12-07T11:00:42.000Z' });
    const initial = formValuesOf(stored);
    expect(updateBodyOf(initial, initial)).toEqual({});
    const edited = { ...initial, name: { ...initial.name, ar: 'كأس جديدة' }, ends_at: '2026-12-09T20:00' };
    expect(updateBodyOf(edited, initial)).toEqual({
      name: { en: stored.name.en, ar: 'كأس جديدة' },
      ends_at: new Date(2026, 11, 9, 20).toISOString(),
    });
  });
});

describe('the live stream address', () => {
  it('takes an https Twitch channel or YouTube video, sent trimmed; cleared, it is sent as null', () => {
    const stored = formValuesOf(makeOrganizerTournament({ stream_url: 'https://www.twitch.tv/menaarena' }));
    expect(stored.stream_url).toBe('https://www.twitch.tv/menaarena');
    const youtube = { ...stored, stream_url: ' https://youtu.be/dQw4w9WgXcQ ' };
    expect(tournamentFormProblems(youtube).has('stream_url')).toBe(false);
    expect(updateBodyOf(youtube, stored)).toEqual({ stream_url: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(updateBodyOf({ ...stored, stream_url: '  ' }, stored)).toEqual({ stream_url: null });
  });

  it.each(['https://vimeo.com/123', 'javascript:alert(1)', 'https://www.youtube.com/channel/UC1'])(
    '%s is no stream',
    (address) => {
      expect(tournamentFormProblems(cupForm({ stream_url: address })).get('stream_url')).toEqual({
        key: 'stream',
      });
    },
  );

  it('is the field the API names', () => {
    expect(formFieldOfServerPath('stream_url')).toBe('stream_url');
  });
});

describe('the form field of a field the API names', () => {
  it.each([
    ['name.ar', 'name.ar'],
    ['checking_time', 'checking_time'],
    ['prize_pool.currency', 'prize_pool.currency'],
    ['prize_pool.places.1.amount', 'prize_pool.places.1.amount'],
    ['prize_pool.places.1', 'prize_pool.places.1.place'],
    ['skill_level.2', 'skill_level'],
    ['structure', 'structure.kind'],
    ['structure.groups', 'structure.groups'],
    ['rules.0', 'rules.0.en'],
    ['faqs.2', 'faqs.2.title.en'],
    ['faqs.2.description', 'faqs.2.description.en'],
    ['faqs.2.title.ar', 'faqs.2.title.ar'],
    ['poster.en', 'poster.en'],
  ])('%s is %s', (server, form) => {
    expect(formFieldOfServerPath(server)).toBe(form);
  });

  it('is none for a path the form does not show', () => {
    expect(formFieldOfServerPath('game_mode')).toBeNull();
    expect(formFieldOfServerPath('rules')).toBeNull();
  });
});

describe('rank requirements in the form (issue 33)', () => {
  it('offers every step lowest first, the apex tiers without divisions, and reads them back', () => {
    expect(RANK_STEP_VALUES.slice(0, 5)).toEqual(['IRON_IV', 'IRON_III', 'IRON_II', 'IRON_I', 'BRONZE_IV']);
    expect(RANK_STEP_VALUES.slice(-3)).toEqual(['MASTER', 'GRANDMASTER', 'CHALLENGER']);
    expect(RANK_STEP_VALUES).toHaveLength(31);
    expect(rankStepOfValue('GOLD_II')).toEqual({ tier: 'GOLD', division: 'II' });
    expect(rankStepOfValue('MASTER')).toEqual({ tier: 'MASTER', division: null });
    expect(rankStepOfValue('')).toBeNull();
    expect(rankStepOfValue('GOLD')).toBeNull();
    expect(valueOfRankStep({ tier: 'EMERALD', division: 'I' })).toBe('EMERALD_I');
    expect(valueOfRankStep(null)).toBe('');
  });

  it('names min_rank when it is above max_rank, and the account level out of range', () => {
    const values = {
      ...emptyTournamentForm(),
      min_rank: 'DIAMOND_IV',
      max_rank: 'GOLD_I',
      min_account_level: '0',
    };
    const problems = tournamentFormProblems(values);
    expect(problems.get('min_rank')).toEqual({ key: 'rankOrder' });
    expect(problems.get('min_account_level')).toEqual({ key: 'between', min: 1, max: 2000 });
    expect(
      tournamentFormProblems({ ...values, min_rank: 'GOLD_I', min_account_level: '30' }).has('min_rank'),
    ).toBe(false);
  });

  it('maps the API’s paths of a refused requirement onto its field', () => {
    expect(formFieldOfServerPath('min_rank')).toBe('min_rank');
    expect(formFieldOfServerPath('max_rank.division')).toBe('max_rank');
    expect(formFieldOfServerPath('min_account_level')).toBe('min_account_level');
  });
});
