import type { Db } from '../db/database.js';
import type { BugReportStatus, BugType } from '../db/schema.js';
import { relative, seedId } from './ids.js';
import { seedPlayer } from './players.js';

interface SeedMessage {
  sender: 'admin' | 'user';
  content: string;
  hoursAgo: number;
}

interface SeedBugReport {
  key: string;
  /** The player it belongs to; null for an anonymous bug report. */
  playerKey: string | null;
  bugType: BugType;
  title: string;
  description: string;
  status: BugReportStatus;
  hoursAgo: number;
  messages: SeedMessage[];
  device: { os: string; browser: string };
}

const windows = { os: 'Windows 11', browser: 'Chrome 131' };
const mac = { os: 'macOS 14', browser: 'Safari 17' };
const android = { os: 'Android 14', browser: 'Chrome Mobile 131' };

/** Falcon's twelve tickets fill two pages of the list, in every status; Layla has one; one report is anonymous. */
const SEED_BUG_REPORTS: SeedBugReport[] = [
  {
    key: 'falcon-payout',
    playerKey: 'falcon',
    bugType: 'billing-question',
    title: 'Prize for the Winter Clash has not arrived',
    description: 'We finished second in the Winter Clash three weeks ago. When will the prize be paid?',
    status: 'in-progress',
    hoursAgo: 30,
    device: windows,
    messages: [
      {
        sender: 'admin',
        content: 'Thanks for reaching out! Payouts are sent within 30 days. We are checking yours now.',
        hoursAgo: 26,
      },
      {
        sender: 'user',
        content: 'Thank you, my banking details are saved in Payment Settings.',
        hoursAgo: 25,
      },
    ],
  },
  {
    key: 'falcon-login',
    playerKey: 'falcon',
    bugType: 'account-issue',
    title: 'Signed out every few minutes',
    description: 'Since yesterday the site signs me out while I browse the tournaments.',
    status: 'open',
    hoursAgo: 6,
    device: android,
    messages: [],
  },
  {
    key: 'falcon-bracket',
    playerKey: 'falcon',
    bugType: 'technical-issue',
    title: 'Bracket page does not scroll on mobile',
    description: 'On my phone the bracket of the Ramadan Nights Cup cannot be scrolled sideways.',
    status: 'fixed',
    hoursAgo: 24 * 9,
    device: android,
    messages: [
      { sender: 'admin', content: 'Fixed in the latest release. Thanks for the report!', hoursAgo: 24 * 7 },
    ],
  },
  ...Array.from({ length: 9 }, (_, index): SeedBugReport => {
    const statuses: BugReportStatus[] = ['closed', 'rejected', 'duplicate', 'pending'];
    return {
      key: `falcon-older-${index + 1}`,
      playerKey: 'falcon',
      bugType: index % 2 === 0 ? 'technical-issue' : 'other',
      title: `Question about the pass mission ${index + 1}`,
      description: `Mission ${index + 1} of the pass did not count my last match.`,
      status: statuses[index % statuses.length]!,
      hoursAgo: 24 * (12 + index * 3),
      device: index % 2 === 0 ? windows : mac,
      messages:
        index % 2 === 0
          ? [
              {
                sender: 'admin',
                content: 'The match was synced again; please check the mission.',
                hoursAgo: 24 * (11 + index * 3),
              },
            ]
          : [],
    };
  }),
  {
    key: 'layla-team',
    playerKey: 'layla',
    bugType: 'technical-issue',
    title: 'Team logo does not update',
    description: 'I uploaded a new logo for Desert Falcons but the old one still shows.',
    status: 'open',
    hoursAgo: 12,
    device: mac,
    messages: [],
  },
  {
    key: 'anonymous-pass',
    playerKey: null,
    bugType: 'battle-pass-bug',
    title: 'Level 20 reward shows the wrong image',
    description: 'The level 20 reward card shows the level 19 chest.',
    status: 'open',
    hoursAgo: 3,
    device: windows,
    messages: [],
  },
];

/** The seeded tickets and bug reports with their conversations; times relative to `now`. */
export async function seedBugReports(db: Db, now: Date): Promise<number> {
  const hours = (value: number) => relative(now, { hours: value });
  for (const report of SEED_BUG_REPORTS) {
    const player = report.playerKey ? seedPlayer(report.playerKey) : null;
    const id = seedId('bug-report', report.key);
    const lastActivity = Math.min(report.hoursAgo, ...report.messages.map((message) => message.hoursAgo));
    const closed = report.status === 'closed';
    await db
      .insertInto('bug_reports')
      .values({
        id,
        user_id: player?.id ?? null,
        bug_type: report.bugType,
        title: report.title,
        description: report.description,
        status: report.status,
        user_name: player ? `${player.gameName}#${player.tagLine}` : 'Visitor42',
        email: player?.email ?? 'visitor42@example.com',
        device_os: report.device.os,
        device_browser: report.device.browser,
        screenshot_url: null,
        created_at: hours(-report.hoursAgo),
        updated_at: hours(-lastActivity),
        closed_at: closed ? hours(-lastActivity) : null,
      })
      .execute();
    if (report.messages.length > 0) {
      await db
        .insertInto('bug_report_messages')
        .values(
          report.messages.map((message, index) => ({
            id: seedId('bug-report-message', `${report.key}-${index}`),
            report_id: id,
            sender: message.sender,
            author_id: message.sender === 'admin' ? seedPlayer('admin').id : (player?.id ?? null),
            content: message.content,
            created_at: hours(-message.hoursAgo),
          })),
        )
        .execute();
    }
  }
  return SEED_BUG_REPORTS.length;
}
