import type { OrganizerTournament, StaffRegistration, StaffTournament } from '@arena/contract';
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
    stream: null,
    rankRequirements: { minRank: null, maxRank: null, minAccountLevel: null },
    created_at: iso(-2 * DAY),
    ...overrides,
  };
}

/** A tournament as the staff console lists it (GET /v1/admin/tournaments), overridable field by field. */
export function makeStaffTournament(overrides: Partial<StaffTournament> = {}): StaffTournament {
  return {
    id: 't1',
    name: { en: 'Ramadan Nights Cup', ar: 'كأس ليالي رمضان' },
    status: 'upcoming',
    lifecycle: 'published',
    tournament_type: 'bracket',
    format: '5vs5',
    region: 'me1',
    registration_open: true,
    registration_start_time: '2026-11-29T10:00:00.000Z',
    registration_closed_time: '2026-12-06T10:00:00.000Z',
    checking_time: '2026-12-07T10:00:00.000Z',
    starting_time: '2026-12-07T11:00:00.000Z',
    registrations: { total: 2, pending: 1, approved: 0, rejected: 0, 'checked-in': 1 },
    ...overrides,
  };
}

/** A team's pending registration as the staff console lists it, overridable field by field. */
export function makeStaffRegistration(overrides: Partial<StaffRegistration> = {}): StaffRegistration {
  return {
    id: 'r1',
    registrationStatus: 'pending',
    registrationDate: '2026-11-29T12:00:00.000Z',
    checkedInAt: null,
    reviewReason: null,
    player: { id: 'u5', gameName: 'Hamza', tagLine: 'CAI' },
    team: { id: 'team1', name: 'Gulf Sharks', membersCount: 5 },
    ...overrides,
  };
}

/** A draft as the organizer console edits it (GET /v1/admin/tournaments/{id}), overridable field by field. */
export function makeOrganizerTournament(overrides: Partial<OrganizerTournament> = {}): OrganizerTournament {
  return {
    id: 't1',
    lifecycle: 'draft',
    status: 'upcoming',
    published_at: null,
    cancelled_at: null,
    cancel_reason: null,
    name: { en: 'Ramadan Nights Cup', ar: 'كأس ليالي رمضان' },
    description: { en: 'Five against five under the Ramadan moon.', ar: 'خمسة ضد خمسة تحت قمر رمضان.' },
    poster: { en: 'http://api.test/uploads/poster-en.png', ar: 'http://api.test/uploads/poster-ar.png' },
    region: 'me1',
    format: '5vs5',
    game_mode: "Summoner's Rift",
    structure: { kind: 'single_elimination', thirdPlaceMatch: true },
    type: 'Single Elimination',
    tournament_type: 'bracket',
    skill_level: ['Silver', 'Gold'],
    capacity: 16,
    approval_required: true,
    registration_open: true,
    registration_start_time: '2026-11-29T10:00:00.000Z',
    registration_closed_time: '2026-12-06T10:00:00.000Z',
    checking_time: '2026-12-07T10:00:00.000Z',
    starting_time: '2026-12-07T11:00:00.000Z',
    ends_at: '2026-12-07T20:00:00.000Z',
    prize_pool: { currency: 'USD', places: [{ place: 1, amount: 1000 }] },
    prizepool_format: '1000 USD',
    rules: [{ en: 'Be on time.', ar: 'احضر في الموعد.' }],
    requirements: [],
    faqs: [],
    additional_info: null,
    support_live_chat: false,
    stream_url: null,
    min_rank: null,
    max_rank: null,
    min_account_level: null,
    registrations: 0,
    bracket_started: false,
    missing: [],
    created_by: 'staff-1',
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export { DAY, iso };
