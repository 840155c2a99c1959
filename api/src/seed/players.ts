import type { StaffRole } from '@arena/contract/rules';
import { SeededRandom } from '../providers/game-data/random.js';
import { seedId, seedPuuid } from './ids.js';

export interface SeedPlayer {
  key: string;
  id: string;
  displayName: string;
  gameName: string;
  tagLine: string;
  region: 'me1' | 'euw1';
  location: string | null;
  email: string | null;
  /** The staff roles the seed grants (`staff_roles`); `[]` for players. */
  staffRoles: StaffRole[];
  /** False for the player without a game account (no puuid, no cpid). */
  hasGameAccount: boolean;
  /**
   * The player's place in the reward pass: the level their seeded ledger reaches and when they registered;
   * null when not registered. XP, loyalty points and completed games all come from the ledger (seed/pass.ts).
   */
  pass: { level: number; registeredDaysAgo: number } | null;
  /** Community events and activities attended, 10 loyalty points each. */
  eventsAttended: number;
  notificationPreferences: number;
  isProfileVisible: boolean;
  /** A ban in force since `daysAgo`, with its reason in both languages (the player reads theirs on /banned). */
  ban: { reason: { en: string; ar: string }; daysAgo: number } | null;
  /** Shown on the sign-in page: what QA uses this account for. Only the featured accounts have one. */
  purpose: string | null;
  /** Days before the seed time the account was created. */
  joinedDaysAgo: number;
}

type FeaturedDefinition = Omit<
  SeedPlayer,
  'id' | 'notificationPreferences' | 'isProfileVisible' | 'ban' | 'hasGameAccount' | 'staffRoles'
> &
  Partial<
    Pick<SeedPlayer, 'notificationPreferences' | 'isProfileVisible' | 'ban' | 'hasGameAccount' | 'staffRoles'>
  >;

const featured: FeaturedDefinition[] = [
  {
    key: 'falcon',
    displayName: 'Falcon',
    gameName: 'Falcon',
    tagLine: 'MENA',
    region: 'me1',
    location: 'Riyadh, Saudi Arabia',
    email: 'falcon@example.com',
    pass: { level: 14, registeredDaysAgo: 40 },
    eventsAttended: 11,
    purpose:
      'Main player: rich match history, pass level 14, owner of Desert Falcons, registered in several tournaments',
    joinedDaysAgo: 210,
  },
  {
    key: 'layla',
    displayName: 'ليلى',
    gameName: 'Layla',
    tagLine: 'ARB',
    region: 'me1',
    location: 'Dubai, United Arab Emirates',
    email: 'layla@example.com',
    pass: { level: 3, registeredDaysAgo: 12 },
    eventsAttended: 6,
    purpose: 'Arabic display name, pass level 3, admin of Desert Falcons',
    joinedDaysAgo: 160,
  },
  {
    key: 'omar',
    displayName: 'عمر',
    gameName: 'Omar',
    tagLine: 'KSA',
    region: 'me1',
    location: 'Jeddah, Saudi Arabia',
    email: 'omar@example.com',
    pass: null,
    eventsAttended: 4,
    purpose: 'Member of Desert Falcons, not in the pass',
    joinedDaysAgo: 140,
  },
  {
    key: 'sara',
    displayName: 'Sara',
    gameName: 'Sara',
    tagLine: 'UAE',
    region: 'me1',
    location: 'Abu Dhabi, United Arab Emirates',
    email: 'sara@example.com',
    pass: { level: 2, registeredDaysAgo: 15 },
    eventsAttended: 3,
    purpose: 'Member of Desert Falcons, private profile',
    isProfileVisible: false,
    joinedDaysAgo: 120,
  },
  {
    key: 'youssef',
    displayName: 'يوسف',
    gameName: 'Youssef',
    tagLine: 'EGY',
    region: 'me1',
    location: 'Cairo, Egypt',
    email: 'youssef@example.com',
    pass: { level: 8, registeredDaysAgo: 30 },
    eventsAttended: 7,
    purpose: 'Member of Desert Falcons, notifications for tournaments only',
    notificationPreferences: 1,
    joinedDaysAgo: 100,
  },
  {
    key: 'nour',
    displayName: 'Nour',
    gameName: 'Nour',
    tagLine: 'JOR',
    region: 'me1',
    location: 'Amman, Jordan',
    email: 'nour@example.com',
    pass: null,
    eventsAttended: 1,
    purpose: 'Middle East player without a team',
    joinedDaysAgo: 60,
  },
  {
    key: 'lukas',
    displayName: 'Lukas',
    gameName: 'Lukas',
    tagLine: 'EUW',
    region: 'euw1',
    location: 'Berlin, Germany',
    email: 'lukas@example.com',
    pass: { level: 11, registeredDaysAgo: 35 },
    eventsAttended: 8,
    purpose: 'Europe West player (region eu), owner of Rhine Wolves',
    joinedDaysAgo: 90,
  },
  {
    key: 'emma',
    displayName: 'Emma',
    gameName: 'Emma',
    tagLine: 'EUW',
    region: 'euw1',
    location: 'Paris, France',
    email: 'emma@example.com',
    pass: { level: 5, registeredDaysAgo: 20 },
    eventsAttended: 5,
    purpose: 'Europe West player, admin of Rhine Wolves',
    joinedDaysAgo: 80,
  },
  {
    key: 'admin',
    displayName: 'Arena Admin',
    gameName: 'ArenaAdmin',
    tagLine: 'STAFF',
    region: 'me1',
    location: 'Dubai, United Arab Emirates',
    email: 'staff@example.com',
    staffRoles: ['admin'],
    pass: null,
    eventsAttended: 0,
    purpose: 'Staff: admin (every staff page; grants and revokes roles)',
    joinedDaysAgo: 400,
  },
  {
    key: 'organizer',
    displayName: 'Arena Organizer',
    gameName: 'Organizer',
    tagLine: 'STAFF',
    region: 'me1',
    location: 'Riyadh, Saudi Arabia',
    email: 'organizer@example.com',
    staffRoles: ['organizer'],
    pass: null,
    eventsAttended: 0,
    purpose: 'Staff: organizer (tournaments, registrations, disputes)',
    joinedDaysAgo: 390,
  },
  {
    key: 'support',
    displayName: 'Arena Support',
    gameName: 'Support',
    tagLine: 'STAFF',
    region: 'me1',
    location: 'Cairo, Egypt',
    email: 'support@example.com',
    staffRoles: ['support'],
    pass: null,
    eventsAttended: 0,
    purpose: 'Staff: support (tickets, disputes, payouts to read)',
    joinedDaysAgo: 380,
  },
  {
    key: 'editor',
    displayName: 'Arena Editor',
    gameName: 'Editor',
    tagLine: 'STAFF',
    region: 'me1',
    location: 'Amman, Jordan',
    email: 'editor@example.com',
    staffRoles: ['editor'],
    pass: null,
    eventsAttended: 0,
    purpose: 'Staff: editor (news and home content)',
    joinedDaysAgo: 370,
  },
  {
    key: 'cheater',
    displayName: 'Cheater',
    gameName: 'Cheater',
    tagLine: 'BAN',
    region: 'me1',
    location: 'Kuwait City, Kuwait',
    email: 'cheater@example.com',
    pass: null,
    eventsAttended: 2,
    purpose: 'Banned account: every call answers 1002',
    ban: {
      reason: { en: 'Use of third-party cheating software', ar: 'استخدام برامج غش من طرف ثالث' },
      daysAgo: 3,
    },
    joinedDaysAgo: 70,
  },
  {
    key: 'newcomer',
    displayName: 'Newcomer',
    gameName: 'Newcomer',
    tagLine: 'NEW',
    region: 'me1',
    location: null,
    email: null,
    hasGameAccount: false,
    pass: null,
    eventsAttended: 0,
    purpose: 'No game account yet: League Account Required alert, empty match history',
    joinedDaysAgo: 1,
  },
];

/** Community players fill tournaments and teams; [gameName, tagLine, display name]. */
const communityMiddleEast: [string, string, string][] = [
  ['Saqr', 'DXB', 'صقر'],
  ['Najm', 'RUH', 'نجم'],
  ['Shaheen', 'DOH', 'شاهين'],
  ['Reem', 'KWT', 'ريم'],
  ['Zaid', 'AMM', 'Zaid'],
  ['Hamza', 'CAI', 'حمزة'],
  ['Mariam', 'BAH', 'Mariam'],
  ['Khalid', 'JED', 'خالد'],
  ['Dana', 'BEY', 'Dana'],
  ['Tariq', 'MCT', 'طارق'],
  ['Yara', 'RBT', 'يارا'],
  ['Faris', 'AUH', 'فارس'],
  ['Lina', 'TUN', 'Lina'],
  ['Rami', 'ALX', 'رامي'],
  ['Hala', 'SHJ', 'هالة'],
  ['Karim', 'CAS', 'Karim'],
  ['Mirage', 'GULF', 'Mirage'],
  ['Sandstorm', 'NJD', 'Sandstorm'],
  ['Oasis', 'MENA', 'واحة'],
  ['Scorpion', 'EGY', 'عقرب'],
  ['Dune', 'OMN', 'Dune'],
  ['Layali', 'ARB', 'ليالي'],
  ['Atlas', 'MAR', 'Atlas'],
  ['Qamar', 'QAT', 'قمر'],
];

const communityEurope: [string, string, string][] = [
  ['Kaiser', 'EUW', 'Kaiser'],
  ['Nova', 'EUW', 'Nova'],
  ['Vortex', 'FR1', 'Vortex'],
  ['Blitz', 'DE1', 'Blitz'],
  ['Echo', 'NL1', 'Echo'],
  ['Aurora', 'SE1', 'Aurora'],
  ['Drift', 'ES1', 'Drift'],
  ['Zenith', 'IT1', 'Zenith'],
  ['Rook', 'UK1', 'Rook'],
  ['Valkyrie', 'NO1', 'Valkyrie'],
  ['Ember', 'BE1', 'Ember'],
  ['Sable', 'PT1', 'Sable'],
  ['Fjord', 'DK1', 'Fjord'],
  ['Lumen', 'AT1', 'Lumen'],
  ['Orca', 'IE1', 'Orca'],
  ['Quill', 'CH1', 'Quill'],
  ['Tempest', 'PL1', 'Tempest'],
  ['Wren', 'FI1', 'Wren'],
];

const MIDDLE_EAST_CITIES = [
  'Riyadh, Saudi Arabia',
  'Dubai, United Arab Emirates',
  'Doha, Qatar',
  'Kuwait City, Kuwait',
  'Cairo, Egypt',
  'Amman, Jordan',
  'Manama, Bahrain',
  'Muscat, Oman',
  'Casablanca, Morocco',
  'Tunis, Tunisia',
  'Beirut, Lebanon',
];
const EUROPE_CITIES = [
  'Berlin, Germany',
  'Paris, France',
  'Amsterdam, Netherlands',
  'Madrid, Spain',
  'Stockholm, Sweden',
  'Milan, Italy',
  'London, United Kingdom',
  'Oslo, Norway',
  'Brussels, Belgium',
  'Lisbon, Portugal',
];

function communityPlayer(entry: [string, string, string], region: 'me1' | 'euw1', index: number): SeedPlayer {
  const [gameName, tagLine, displayName] = entry;
  const key = `community-${gameName.toLowerCase()}`;
  const random = new SeededRandom(key);
  // Three draws give the pass level (60 % are members), the registration day and the events attended.
  const activity = random.int(4, 120);
  const registeredDaysAgo = random.int(40, 60) - 35;
  const eventsAttended = Math.floor(random.int(0, 90) / 8);
  const cities = region === 'me1' ? MIDDLE_EAST_CITIES : EUROPE_CITIES;
  return {
    key,
    id: seedId('user', key),
    displayName,
    gameName,
    tagLine,
    region,
    location: random.chance(0.8) ? random.pick(cities) : null,
    email: `${gameName.toLowerCase()}@example.com`,
    staffRoles: [],
    hasGameAccount: true,
    pass: activity % 5 < 3 ? { level: Math.floor(activity / 5), registeredDaysAgo } : null,
    eventsAttended,
    notificationPreferences: random.int(0, 3),
    isProfileVisible: random.chance(0.85),
    ban: null,
    purpose: null,
    joinedDaysAgo: 20 + index * 4,
  };
}

export const FEATURED_PLAYERS: SeedPlayer[] = featured.map((definition) => ({
  staffRoles: [],
  hasGameAccount: true,
  notificationPreferences: 3,
  isProfileVisible: true,
  ban: null,
  ...definition,
  id: seedId('user', definition.key),
}));

export const COMMUNITY_PLAYERS: SeedPlayer[] = [
  ...communityMiddleEast.map((entry, index) => communityPlayer(entry, 'me1', index)),
  ...communityEurope.map((entry, index) => communityPlayer(entry, 'euw1', index)),
];

export const SEED_PLAYERS: SeedPlayer[] = [...FEATURED_PLAYERS, ...COMMUNITY_PLAYERS];

/** A seeded player by key (`falcon`, `community-saqr`); throws for unknown keys so typos fail loudly. */
export function seedPlayer(key: string): SeedPlayer {
  const player = SEED_PLAYERS.find((candidate) => candidate.key === key);
  if (!player) throw new Error(`No seeded player ${key}`);
  return player;
}

export function puuidOf(player: SeedPlayer): string | null {
  return player.hasGameAccount ? seedPuuid(player.key) : null;
}

export function cpidOf(player: SeedPlayer): string | null {
  if (!player.hasGameAccount) return null;
  const digits = String(parseInt(player.id.replace(/-/g, '').slice(0, 10), 16)).slice(0, 10);
  return `${player.region.toUpperCase()}_${digits}`;
}

export const avatarPath = (player: SeedPlayer) => `/static/avatars/${player.gameName}.svg`;
export const bannerPath = (player: SeedPlayer) => `/static/banners/${player.gameName}.svg`;
