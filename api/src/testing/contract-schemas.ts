import { z } from 'zod';

/**
 * Runtime twins of the answer types in `contract/api-types.ts` (strict: no missing and no extra fields).
 * Tests parse real answers with them; `contract.test.ts` proves at compile time that each schema's type is
 * exactly the shared-kit type.
 */
const localizedText = z.strictObject({ en: z.string(), ar: z.string().optional() });
const localizedImage = z.union([z.string(), z.strictObject({ en: z.string(), ar: z.string().optional() })]);
const isoDate = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)) && value.endsWith('Z'), 'ISO date');

export const connectionsSchema = z.strictObject({
  discord: z.strictObject({ id: z.string(), username: z.string() }).nullable(),
  twitter: z.strictObject({ username: z.string() }).nullable(),
});

export const userSchema = z.strictObject({
  id: z.string(),
  displayName: z.string(),
  gameName: z.string(),
  tagLine: z.string(),
  location: z.string().nullable(),
  email: z.string().nullable(),
  profileImage: z.string().nullable(),
  bannerImage: z.string().nullable(),
  isProfileVisible: z.boolean(),
  notificationPreferences: z.number(),
  discordLinked: z.boolean(),
  puuid: z.string().nullable(),
  cpid: z.string().nullable(),
  role: z.string(),
  riot_id: z.string().nullable(),
  region: z.string(),
  stats: z.strictObject({ completedGames: z.number(), xpEarned: z.number(), loyaltyPoints: z.number() }),
  connections: connectionsSchema.optional(),
});

export const countrySchema = z.strictObject({ name: z.string(), iso2: z.string(), flag: z.string() });

export const geoIpSchema = z.strictObject({
  ip: z.string(),
  country: z.string().nullable(),
  countryCode: z.string().nullable(),
  region: z.enum(['me', 'eu']).nullable(),
});

export const tournamentSchema = z.strictObject({
  id: z.string(),
  name: localizedText,
  description: localizedText,
  poster: localizedImage,
  status: z.enum(['upcoming', 'check-in', 'in-progress', 'completed']),
  format: z.string(),
  game_mode: z.string(),
  type: z.string(),
  tournament_type: z.enum(['bracket', 'matchmaking']),
  region: z.string(),
  skill_level: z.array(z.string()),
  prizepool: z.array(z.strictObject({ name: z.string(), amount: z.string() })),
  prizepool_format: z.string(),
  registration_open: z.boolean(),
  registrationStats: z.strictObject({ totalParticipants: z.number() }),
  registration_start_time: isoDate,
  registration_closed_time: isoDate,
  checking_time: isoDate,
  starting_time: isoDate,
  information: z.strictObject({ additionalInfo: z.string().nullable() }),
  requirements: z.array(localizedText),
  rules: z.array(localizedText),
  faqs: z.array(z.strictObject({ title: localizedText, description: localizedText })),
  support_live_chat: z.boolean(),
  created_at: isoDate,
});

const registrationStatus = z.enum(['pending', 'approved', 'rejected', 'checked-in']);

const bracketTypeSchema = z.enum([
  'single_elimination',
  'double_elimination',
  'round_robin',
  'swiss_bracket',
]);

export const tournamentBracketSchema = z.strictObject({
  type: bracketTypeSchema,
  stageId: z.number().int(),
  nextBracket: z.strictObject({ type: bracketTypeSchema, stageId: z.number().int() }).nullable(),
});

export const tournamentTeamsSchema = z.union([
  z.strictObject({
    format: z.string(),
    teams: z.array(
      z.strictObject({
        registrationId: z.string(),
        registrationStatus,
        registrationDate: isoDate,
        team: z.strictObject({
          id: z.string(),
          name: z.string(),
          profileImg: z.string().nullable(),
          membersCount: z.number(),
          members: z.array(
            z.strictObject({
              gameName: z.string(),
              tagLine: z.string(),
              role: z.enum(['owner', 'admin', 'member']),
            }),
          ),
        }),
      }),
    ),
    teamsCount: z.number(),
  }),
  z.strictObject({
    format: z.string(),
    players: z.array(
      z.strictObject({
        registrationId: z.string(),
        registrationStatus,
        registrationDate: isoDate,
        player: z.strictObject({
          displayName: z.string(),
          gameName: z.string(),
          profileImg: z.string().nullable(),
        }),
      }),
    ),
    playersCount: z.number(),
  }),
]);

export const postSchema = z.strictObject({
  id: z.string(),
  created_at: isoDate,
  coverImage: z.string(),
  tags: z.array(z.string()),
  translations: z.array(
    z.strictObject({
      language: z.enum(['ar', 'en']),
      title: z.string(),
      summary: z.string(),
      content: z.string(),
    }),
  ),
});

const rewardType = z.enum([
  'loyalty_points',
  'hextech_chest',
  'hextech_key',
  'mystery_skin',
  'hextech_chest_key',
]);

export const passMissionSchema = z.strictObject({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  xpReward: z.number(),
  requirements: z.string(),
  level: z.number(),
  target: z.number(),
  rewardType,
  reward: z.number().nullable(),
});

export const passTierSchema = z.strictObject({
  level: z.number(),
  xpNeeded: z.number(),
  isMilestone: z.boolean(),
  reward: z.strictObject({ type: rewardType, amount: z.number() }),
  missions: z.array(passMissionSchema),
});

export const passBuffSchema = z.strictObject({
  _id: z.string(),
  type: z.enum(['squad', 'weekend', 'seasonal', 'other']),
  name: z.string(),
  description: z.string(),
});

const passLocale = z.strictObject({
  tiers: z.array(passTierSchema),
  activeBuffs: z.array(passBuffSchema),
  upcomingBuffs: z.array(passBuffSchema),
});
export const passTiersResponseSchema = z.strictObject({ ar: passLocale, en: passLocale });

export const passProgressSchema = z.strictObject({
  currentLevel: z.number(),
  totalXP: z.number(),
  loyaltyPoints: z.number(),
  completedMissions: z.array(z.strictObject({ missionId: z.string(), rewardCode: z.string().nullable() })),
});

export const notificationSchema = z.strictObject({
  _id: z.string(),
  type: z.enum(['team_invite', 'tournament_update', 'message', 'other']),
  title: z.string(),
  message: z.string(),
  createdAt: isoDate,
  read: z.boolean(),
});

export const matchParticipantSchema = z.strictObject({
  puuid: z.string(),
  participantId: z.number(),
  teamId: z.union([z.literal(100), z.literal(200)]),
  championName: z.string(),
  champLevel: z.number(),
  kills: z.number(),
  deaths: z.number(),
  assists: z.number(),
  item0: z.number(),
  item1: z.number(),
  item2: z.number(),
  item3: z.number(),
  item4: z.number(),
  item5: z.number(),
  totalMinionsKilled: z.number(),
  neutralMinionsKilled: z.number(),
  totalDamageDealtToChampions: z.number(),
  win: z.boolean(),
  riotIdGameName: z.string(),
});

export const matchHistoryMatchSchema = z.strictObject({
  metadata: z.strictObject({ matchId: z.string() }),
  info: z.strictObject({
    gameId: z.number(),
    gameMode: z.string(),
    gameStartTimestamp: z.number(),
    gameDuration: z.number(),
    participants: z.array(matchParticipantSchema),
  }),
});

const teamRole = z.enum(['owner', 'admin', 'member']);

export const teamMemberSchema = z.strictObject({
  id: z.string(),
  userId: z.string(),
  gameName: z.string(),
  tagLine: z.string(),
  profileImage: z.string().nullable(),
  role: teamRole,
  joinedAt: isoDate,
});

export const teamSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  profileImg: z.string().nullable(),
  role: teamRole,
  members: z.array(teamMemberSchema),
  membersCount: z.number(),
  vanity: z.string(),
  created_at: isoDate,
  updated_at: isoDate,
});

export const vanityStatusSchema = z.strictObject({ inviteLink: z.string(), vanityEnabled: z.boolean() });

const matchPlayerSchema = z.strictObject({
  userId: z.string(),
  gameName: z.string(),
  profileImage: z.string().nullable(),
});
const matchTeamSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  players: z.array(matchPlayerSchema),
});
const matchWinnerSchema = z.strictObject({ side: z.union([z.literal(1), z.literal(2)]), name: z.string() });

export const currentMatchSchema = z.strictObject({
  id: z.number().int(),
  round: z.number().int(),
  scheduled_time: z.string(),
  tournament_code: z.string().nullable(),
  status: z.enum(['ready', 'running']),
  team1: matchTeamSchema.nullable(),
  team2: matchTeamSchema.nullable(),
  player1: matchPlayerSchema.nullable(),
  player2: matchPlayerSchema.nullable(),
});

export const registrationStateSchema = z.strictObject({
  isRegistered: z.boolean(),
  registrationType: z.enum(['solo', 'team']).nullable(),
  registration: z
    .strictObject({
      id: z.string(),
      registrationStatus: z.enum(['pending', 'approved', 'rejected', 'checked-in']),
      team: z
        .strictObject({
          id: z.string(),
          name: z.string(),
          members: z.array(z.strictObject({ userId: z.string(), role: teamRole })),
        })
        .nullable(),
    })
    .nullable(),
  currentMatch: currentMatchSchema.nullable(),
});

export const matchStatusSchema = z.strictObject({ currentMatch: currentMatchSchema.nullable() });

export const matchVerificationSchema = z.strictObject({
  status: z.literal('verified'),
  winner: matchWinnerSchema,
});

export const registrationCreatedSchema = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  data: z.strictObject({ registrationId: z.string() }),
});

export const supportTicketSchema = z.strictObject({
  ticketId: z.string(),
  channelId: z.string(),
  subject: z.string(),
  description: z.string(),
  tournament_id: z.string(),
});

export const chatMessageSchema = z.strictObject({
  _id: z.string(),
  userId: z.string(),
  username: z.string(),
  isAdmin: z.boolean(),
  messageType: z.enum(['text', 'image']),
  content: z.string(),
  imageUrl: z.string().url().nullable(),
  timestamp: isoDate,
});

export const supportMessageSchema = z.strictObject({
  id: z.string(),
  type: z.literal('message'),
  content: z.string(),
  author: z.strictObject({ username: z.string(), avatar: z.string().nullable() }),
  timestamp: isoDate,
  embed: z
    .strictObject({
      title: z.string().nullable(),
      description: z.string().nullable(),
      color: z
        .string()
        .regex(/^#[0-9a-f]{6}$/)
        .nullable(),
      fields: z.array(z.strictObject({ name: z.string(), value: z.string() })),
      footer: z.string().nullable(),
    })
    .optional(),
  isStaff: z.boolean(),
});

export const adminSupportTicketSchema = z.strictObject({
  ticketId: z.string(),
  channelId: z.string(),
  subject: z.string(),
  description: z.string(),
  tournament_id: z.string(),
  status: z.enum(['open', 'closed']),
  created_at: isoDate,
  player: z.strictObject({
    id: z.string(),
    gameName: z.string(),
    tagLine: z.string(),
    profileImage: z.string().nullable(),
  }),
  tournament: z.strictObject({ id: z.string(), name: localizedText }),
  messagesCount: z.number(),
});

export const teamInviteSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  profileImg: z.string().nullable(),
  membersCount: z.number(),
  vanity: z.string(),
});

export const publicProfileSchema = z.strictObject({
  id: z.string(),
  displayName: z.string(),
  gameName: z.string(),
  tagLine: z.string(),
  location: z.string().nullable(),
  profileImage: z.string().nullable(),
  bannerImage: z.string().nullable(),
  region: z.string(),
  stats: z.strictObject({ completedGames: z.number(), xpEarned: z.number(), loyaltyPoints: z.number() }),
  connections: connectionsSchema,
});

export const discordAccountSchema = z.strictObject({
  id: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  connectedAt: isoDate,
});

export const twitterAccountSchema = z.strictObject({
  username: z.string(),
  profileImageUrl: z.string().nullable(),
  connectedAt: isoDate,
});

export const errorBodySchema = z.strictObject({
  code: z.number(),
  message: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
});

const matchmakingPlayerSchema = z.strictObject({
  user_id: z.string(),
  riot_id: z.string(),
  points: z.number(),
  profileImage: z.string().nullable(),
});

export const matchmakingMatchSchema = z.strictObject({
  _id: z.string(),
  createdAt: isoDate,
  tournament_code: z.string(),
  acceptance_expires_at: isoDate,
  game_started: z.boolean(),
  player1: matchmakingPlayerSchema,
  player2: matchmakingPlayerSchema,
});

export const matchmakingStatusSchema = z.strictObject({
  status: z.enum(['not_registered', 'ready', 'searching', 'in_match']),
  points: z.number(),
  games_played: z.number(),
  wins: z.number(),
  losses: z.number(),
  current_match: matchmakingMatchSchema.nullable(),
  cooldown_until: isoDate.nullable(),
});

const matchReportSchema = z.strictObject({
  user_id: z.string(),
  winner_id: z.string().nullable(),
  screenshot_url: z.string().nullable(),
  reported_at: isoDate.nullable(),
});

export const matchResultSchema = z.strictObject({
  status: z.enum(['pending', 'waiting', 'verified', 'disputed']),
  player1_report: matchReportSchema.nullable(),
  player2_report: matchReportSchema.nullable(),
});

export const leaderboardEntrySchema = z.strictObject({
  position: z.number(),
  user: z.strictObject({
    id: z.string(),
    gameName: z.string(),
    tagLine: z.string(),
    profileImage: z.string().nullable(),
  }),
  stats: z.strictObject({
    games_played: z.number(),
    wins: z.number(),
    losses: z.number(),
    winRate: z.number(),
    points: z.number(),
  }),
});

/** Parses `value` with `schema`, failing with every issue listed (for `assert`-style use in tests). */
export function expectShape<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new Error(`Answer does not match the contract:\n${z.prettifyError(result.error)}`);
  return result.data;
}
