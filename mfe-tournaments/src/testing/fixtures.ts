import type { Tournament } from '@arena/shared-kit';

const DAY = 24 * 60 * 60 * 1000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** A tournament with registration open right now, overridable field by field. */
export function makeTournament(overrides: Partial<Tournament> = {}): Tournament {
  return {
    id: 't1',
    name: { en: 'Desert Clash Cup', ar: 'كأس صراع الصحراء' },
    description: { en: 'A 5v5 bracket', ar: 'بطولة فرق' },
    poster: { en: '/uploads/desert-en.png', ar: '/uploads/desert-ar.png' },
    status: 'upcoming',
    format: '5vs5',
    game_mode: "Summoner's Rift",
    type: 'Single Elimination',
    tournament_type: 'bracket',
    region: 'me1',
    skill_level: ['Iron', 'Bronze', 'Silver', 'Gold'],
    prizepool: [{ name: '1st', amount: '5000' }],
    prizepool_format: '10000 USD',
    registration_open: true,
    registrationStats: { totalParticipants: 1234 },
    registration_start_time: iso(-DAY),
    registration_closed_time: iso(2 * DAY),
    checking_time: iso(3 * DAY),
    starting_time: iso(3 * DAY + 2 * 60 * 60 * 1000),
    information: { additionalInfo: null },
    requirements: [],
    rules: [],
    faqs: [],
    support_live_chat: false,
    created_at: iso(-2 * DAY),
    ...overrides,
  };
}

export { DAY, iso };
