import { PASS_LAUNCH_DATE } from '@arena/shared-kit';
import type en from '../locales/en.json';

/** Every dotted path to a text of an object of texts (`r216.leaderboard.title`). */
type TextKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : TextKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A translation key of the `community-changelog` namespace (checked against the English file). */
export type ChangelogKey = TextKeys<typeof en>;

export type ChangelogSectionType = 'features' | 'improvements' | 'fixes';

/** An item of a subsection: its text, or its text and the calendar date (`YYYY-MM-DD`) the text tells as `{{date}}`. */
export type ChangelogItem = ChangelogKey | { text: ChangelogKey; date: string };

export interface ChangelogSubsection {
  title: ChangelogKey;
  items: readonly ChangelogItem[];
}

export interface ChangelogSection {
  type: ChangelogSectionType;
  title: ChangelogKey;
  subsections: readonly ChangelogSubsection[];
}

/** A release of the portal (P2 §3 "Changelog release"): number, date and sections; texts are translation keys. */
export interface ChangelogRelease {
  number: string;
  /** ISO calendar date, `YYYY-MM-DD`. */
  date: string;
  sections: readonly ChangelogSection[];
}

const FEATURES = 'sectionTypes.features';
const IMPROVEMENTS = 'sectionTypes.improvements';
const FIXES = 'sectionTypes.fixes';

/** The releases 2.1.0 to 2.1.6 (P2 §2 "Changelog", §9), newest first. */
export const CHANGELOG_RELEASES: readonly ChangelogRelease[] = [
  {
    number: '2.1.6',
    date: '2025-03-10',
    sections: [
      {
        type: 'features',
        title: FEATURES,
        subsections: [
          {
            title: 'r216.leaderboard.title',
            items: ['r216.leaderboard.search', 'r216.leaderboard.position'],
          },
        ],
      },
      {
        type: 'improvements',
        title: IMPROVEMENTS,
        subsections: [{ title: 'r216.performance.title', items: ['r216.performance.pages'] }],
      },
      {
        type: 'fixes',
        title: FIXES,
        subsections: [{ title: 'r216.rtl.title', items: ['r216.rtl.alignment'] }],
      },
    ],
  },
  {
    number: '2.1.5',
    date: '2025-03-06',
    sections: [
      {
        type: 'features',
        title: FEATURES,
        subsections: [
          { title: 'r215.bugReport.title', items: ['r215.bugReport.attachments', 'r215.bugReport.device'] },
        ],
      },
      {
        type: 'fixes',
        title: FIXES,
        subsections: [{ title: 'r215.tournaments.title', items: ['r215.tournaments.timezone'] }],
      },
    ],
  },
  {
    number: '2.1.4',
    date: '2025-03-03',
    sections: [
      {
        type: 'features',
        title: FEATURES,
        subsections: [
          { title: 'r214.rewardCodes.title', items: ['r214.rewardCodes.page', 'r214.rewardCodes.reveal'] },
        ],
      },
      {
        type: 'improvements',
        title: IMPROVEMENTS,
        subsections: [{ title: 'r214.notifications.title', items: ['r214.notifications.rewards'] }],
      },
    ],
  },
  {
    number: '2.1.3',
    date: '2025-02-27',
    sections: [
      {
        type: 'improvements',
        title: IMPROVEMENTS,
        subsections: [
          {
            title: 'r213.availability.title',
            items: [
              { text: 'r213.availability.launched', date: PASS_LAUNCH_DATE },
              'r213.availability.lifted',
              'r213.availability.message',
            ],
          },
        ],
      },
      {
        type: 'fixes',
        title: FIXES,
        subsections: [{ title: 'r213.sync.title', items: ['r213.sync.duplicates'] }],
      },
    ],
  },
  {
    number: '2.1.2',
    date: '2025-02-24',
    sections: [
      {
        type: 'features',
        title: FEATURES,
        subsections: [{ title: 'r212.ramadan.title', items: ['r212.ramadan.boost', 'r212.ramadan.buffs'] }],
      },
      {
        type: 'improvements',
        title: IMPROVEMENTS,
        subsections: [{ title: 'r212.translations.title', items: ['r212.translations.texts'] }],
      },
    ],
  },
  {
    number: '2.1.1',
    date: '2025-02-21',
    sections: [
      {
        type: 'improvements',
        title: IMPROVEMENTS,
        subsections: [{ title: 'r211.levelStrip.title', items: ['r211.levelStrip.keyboard'] }],
      },
      {
        type: 'fixes',
        title: FIXES,
        subsections: [{ title: 'r211.xp.title', items: ['r211.xp.weekend', 'r211.xp.oneMission'] }],
      },
    ],
  },
  {
    number: '2.1.0',
    date: '2025-02-19',
    sections: [
      {
        type: 'features',
        title: FEATURES,
        subsections: [
          { title: 'r210.sync.title', items: ['r210.sync.start', 'r210.sync.progress'] },
          { title: 'r210.milestones.title', items: ['r210.milestones.cards'] },
        ],
      },
      {
        type: 'fixes',
        title: FIXES,
        subsections: [{ title: 'r210.signIn.title', items: ['r210.signIn.returnTo'] }],
      },
    ],
  },
];
