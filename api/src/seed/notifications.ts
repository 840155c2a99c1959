import type { NotificationType } from '../db/schema.js';
import { seedId } from './ids.js';

export interface SeedNotification {
  type: NotificationType;
  /** English. */
  title: string;
  message: string;
  /** Arabic (rows without it read in English in both languages). */
  ar?: { title: string; message: string };
  /** The screen it concerns. */
  link?: string;
  /** As `notify` writes it for once-only events (`check-in-open:<tournament>`). */
  eventKey?: string;
  /** Hours before the seed time. */
  hoursAgo: number;
  read: boolean;
}

const common = {
  welcome: (name: string, hoursAgo = 24 * 30): SeedNotification => ({
    type: 'other',
    title: 'Welcome to MENA Arena',
    message: `Welcome aboard, ${name}! Complete your profile and join your first tournament.`,
    hoursAgo,
    read: true,
  }),
  passLaunch: (): SeedNotification => ({
    type: 'other',
    title: 'MENA Pass Season 1 is live',
    message: 'Fifty levels of rewards are waiting. Register for the pass to start earning XP.',
    hoursAgo: 48,
    read: false,
  }),
  ramadanCup: (): SeedNotification => ({
    type: 'tournament_update',
    title: 'Ramadan Nights Cup announced',
    message: 'Registration for the Ramadan Nights Cup opens in 4 days. Get your team ready!',
    hoursAgo: 20,
    read: false,
  }),
};

/** Notifications per seeded player key (English; the list endpoint sorts them newest first). */
export const SEED_NOTIFICATIONS: Record<string, SeedNotification[]> = {
  falcon: [
    {
      type: 'tournament_update',
      title: 'Check-in is open',
      message: 'Check-in for Levant Masters is open. Check in before the tournament starts.',
      // What the check-in scan writes for this event, so it does not write it a second time.
      ar: {
        title: 'تسجيل الحضور مفتوح',
        message: 'تسجيل الحضور في أساتذة بلاد الشام مفتوح. سجّل حضورك قبل بدء البطولة.',
      },
      link: `/tournaments/${seedId('tournament', 'levant-masters')}`,
      eventKey: `check-in-open:${seedId('tournament', 'levant-masters')}`,
      hoursAgo: 0.5,
      read: false,
    },
    {
      type: 'message',
      title: 'New message from Layla',
      message: 'Scrim tonight at 9? The rest of the team is in.',
      hoursAgo: 3,
      read: false,
    },
    { ...common.ramadanCup(), read: true },
    {
      type: 'team_invite',
      title: 'Nile Legends Cup: your team is checked in',
      message: 'Desert Falcons are checked in. Your first match starts soon.',
      hoursAgo: 4,
      read: true,
    },
    common.passLaunch(),
    {
      type: 'other',
      title: 'Founders Cup prize sent',
      message: 'Your prize of 500 USD for the Founders Cup has been sent.',
      hoursAgo: 24 * 25,
      read: true,
    },
  ],
  layla: [
    {
      type: 'team_invite',
      title: 'Team invitation',
      message: 'Najd Knights invited you to join their team.',
      hoursAgo: 6,
      read: false,
    },
    {
      type: 'message',
      title: 'New message from Falcon',
      message: 'Can you handle the draft for the Gulf Showdown?',
      hoursAgo: 10,
      read: false,
    },
    common.passLaunch(),
    {
      type: 'tournament_update',
      title: 'Newcomers Cup registration confirmed',
      message: 'You are registered for the Newcomers Cup. Check-in opens in 6 days.',
      hoursAgo: 20,
      read: true,
    },
    common.welcome('Layla'),
  ],
  omar: [
    {
      type: 'tournament_update',
      title: 'Levant Masters check-in',
      message: 'Check-in is open for Levant Masters. Do not miss your slot.',
      hoursAgo: 0.5,
      read: false,
    },
    {
      type: 'team_invite',
      title: 'You joined Desert Falcons',
      message: 'Welcome to Desert Falcons! Say hi to your new teammates.',
      hoursAgo: 24 * 12,
      read: true,
    },
    common.ramadanCup(),
    common.welcome('Omar'),
  ],
  sara: [
    {
      type: 'tournament_update',
      title: 'Sands of Valor has started',
      message: 'Round 1 of Sands of Valor is live. Good luck!',
      hoursAgo: 1,
      read: false,
    },
    {
      type: 'message',
      title: 'Admin message',
      message: 'Please upload the screenshot of your last match result.',
      hoursAgo: 0.2,
      read: false,
    },
    common.passLaunch(),
    common.welcome('Sara'),
  ],
  youssef: [
    {
      type: 'tournament_update',
      title: 'Desert Storm 1v1 registration approved',
      message: 'Your registration for Desert Storm 1v1 was approved.',
      hoursAgo: 30,
      read: false,
    },
    {
      type: 'team_invite',
      title: 'Team role changed',
      message: 'You are now a member of Desert Falcons.',
      hoursAgo: 24 * 6,
      read: true,
    },
    common.ramadanCup(),
    common.welcome('Youssef'),
  ],
  nour: [
    {
      type: 'tournament_update',
      title: 'Newcomers Cup registration received',
      message: 'We received your registration for the Newcomers Cup.',
      hoursAgo: 20,
      read: false,
    },
    {
      type: 'team_invite',
      title: 'Looking for a team?',
      message: 'Najd Knights are looking for a fifth player. Visit their invite page to join.',
      hoursAgo: 50,
      read: false,
    },
    common.passLaunch(),
    common.welcome('Nour'),
  ],
  lukas: [
    {
      type: 'tournament_update',
      title: 'Frankfurt Frenzy check-in',
      message: 'Check-in for Frankfurt Frenzy is open. Your first match is in less than an hour.',
      hoursAgo: 0.25,
      read: false,
    },
    {
      type: 'tournament_update',
      title: 'EUW Clash Weekly registration confirmed',
      message: 'Rhine Wolves are registered for EUW Clash Weekly.',
      hoursAgo: 40,
      read: true,
    },
    {
      type: 'message',
      title: 'New message from Emma',
      message: 'I booked the scrim with Paris Phantoms for Thursday.',
      hoursAgo: 8,
      read: false,
    },
    {
      type: 'other',
      title: 'Winter Clash prize sent',
      message: 'Your share of the Winter Clash prize has been sent.',
      hoursAgo: 24 * 18,
      read: true,
    },
    common.welcome('Lukas'),
  ],
  emma: [
    {
      type: 'tournament_update',
      title: 'EUW Matchmaking Ladder is open',
      message: 'Queue now to climb the EUW Matchmaking Ladder.',
      hoursAgo: 24,
      read: false,
    },
    {
      type: 'team_invite',
      title: 'Promoted to admin',
      message: 'Lukas made you an admin of Rhine Wolves.',
      hoursAgo: 24 * 9,
      read: true,
    },
    common.passLaunch(),
    common.welcome('Emma'),
  ],
  admin: [
    {
      type: 'message',
      title: 'New support ticket',
      message: 'A player opened a ticket about a missing match result in Nile Legends Cup.',
      hoursAgo: 1,
      read: false,
    },
    {
      type: 'tournament_update',
      title: 'Gulf Showdown registration closed',
      message: 'Registration for Gulf Showdown was closed by an admin.',
      hoursAgo: 30,
      read: true,
    },
    {
      type: 'other',
      title: 'Ban applied',
      message: 'The ban of Cheater#BAN was confirmed by a second admin.',
      hoursAgo: 72,
      read: true,
    },
    {
      type: 'message',
      title: 'Call Admins',
      message: 'Players in Sands of Valor asked an admin to join their lobby.',
      hoursAgo: 0.5,
      read: false,
    },
  ],
  newcomer: [
    common.welcome('Newcomer', 22),
    {
      type: 'other',
      title: 'Link your game account',
      message: 'Create or link a game account to join tournaments and earn XP.',
      hoursAgo: 20,
      read: false,
    },
    common.passLaunch(),
    common.ramadanCup(),
  ],
};
