import type { BracketType } from '@arena/contract';

export type EmbedLanguage = 'en' | 'ar';

/** Texts of the embed page itself (titles and messages), per language. */
export const EMBED_TEXTS: Record<
  EmbedLanguage,
  {
    stageName: Record<BracketType, string>;
    notStarted: string;
    noNextStage: string;
    tournamentNotFound: string;
    drawFailed: string;
    participants: string;
  }
> = {
  en: {
    stageName: {
      single_elimination: 'Single Elimination',
      double_elimination: 'Double Elimination',
      round_robin: 'Round Robin',
      swiss_bracket: 'Swiss Bracket',
    },
    notStarted: 'The bracket is available when the tournament begins',
    noNextStage: 'This bracket has no next stage',
    tournamentNotFound: 'Tournament not found',
    drawFailed: 'The bracket could not be drawn',
    participants: 'Participants',
  },
  ar: {
    stageName: {
      single_elimination: 'إقصاء فردي',
      double_elimination: 'إقصاء مزدوج',
      round_robin: 'دوري',
      swiss_bracket: 'النظام السويسري',
    },
    notStarted: 'يتوفر جدول البطولة عند بدء البطولة',
    noNextStage: 'لا توجد مرحلة تالية لهذا الجدول',
    tournamentNotFound: 'البطولة غير موجودة',
    drawFailed: 'تعذّر عرض جدول البطولة',
    participants: 'المشاركون',
  },
};

/** A brackets-viewer locale (its i18next resources; `$t(...)` nests another key, `{{x}}` interpolates). */
type ViewerLocale = Record<string, Record<string, string | Record<string, string>>>;

/**
 * `{{name}}` written with Arabic-Indic digits, as the portal writes numbers in Arabic: brackets-viewer's i18next
 * formats it with `Intl.NumberFormat` in Arabic numbering (plain `ar` writes Western digits in current ICU).
 */
const n = (name: string) => `{{${name}, number(numberingSystem: arab)}}`;

/** Arabic for every label brackets-viewer draws (its own locales are English and French). */
const VIEWER_AR: ViewerLocale = {
  'origin-hint': {
    seed: `المصنّف ${n('position')}`,
    'winner-bracket': `خاسر $t(abbreviations.winner-bracket) ${n('round')}.${n('position')}`,
    'winner-bracket-semi-final': `خاسر نصف نهائي $t(abbreviations.winner-bracket) ${n('position')}`,
    'winner-bracket-final': 'خاسر نهائي $t(abbreviations.winner-bracket)',
    'consolation-final': `خاسر نصف النهائي ${n('position')}`,
    'grand-final': 'فائز نهائي $t(abbreviations.loser-bracket)',
    'double-elimination-consolation-final-opponent-1': 'خاسر نصف نهائي $t(abbreviations.loser-bracket) ١',
    'double-elimination-consolation-final-opponent-2': 'خاسر نهائي $t(abbreviations.loser-bracket)',
  },
  'match-label': {
    default: `المباراة ${n('matchNumber')}`,
    'winner-bracket': '$t(abbreviations.winner-bracket)',
    'loser-bracket': '$t(abbreviations.loser-bracket)',
    'standard-bracket': '$t(abbreviations.match)',
    'standard-bracket-semi-final': `نصف النهائي ${n('matchNumber')}`,
    'standard-bracket-final': 'النهائي',
    'double-elimination': `{{matchPrefix}} ${n('roundNumber')}.${n('matchNumber')}`,
    'double-elimination-semi-final': `{{matchPrefix}} نصف النهائي ${n('matchNumber')}`,
    'double-elimination-final': '{{matchPrefix}} النهائي',
    'consolation-final': 'مباراة المركز الثالث',
    'grand-final-single': 'النهائي الكبير',
    'grand-final': `$t(abbreviations.grand-final) الجولة ${n('roundNumber')}`,
    'match-game': `المباراة الفرعية ${n('gameNumber')}`,
  },
  'match-status': {
    locked: 'مقفلة',
    waiting: 'بانتظار المنافس',
    ready: 'جاهزة',
    running: 'جارية',
    completed: 'منتهية',
    archived: 'مؤرشفة',
  },
  abbreviations: {
    win: 'ف',
    loss: 'خ',
    forfeit: 'س',
    position: 'م',
    seed: '#',
    'winner-bracket': 'الفائزين',
    'loser-bracket': 'الخاسرين',
    match: 'م',
    'grand-final': 'النهائي الكبير',
  },
  ranking: {
    rank: { text: '#', tooltip: 'الترتيب' },
    id: { text: 'الاسم', tooltip: 'الاسم' },
    played: { text: 'ل', tooltip: 'المباريات الملعوبة' },
    wins: { text: '$t(abbreviations.win)', tooltip: 'الانتصارات' },
    draws: { text: 'ت', tooltip: 'التعادلات' },
    losses: { text: '$t(abbreviations.loss)', tooltip: 'الهزائم' },
    forfeits: { text: '$t(abbreviations.forfeit)', tooltip: 'الانسحابات' },
    scoreFor: { text: 'له', tooltip: 'النقاط المسجّلة' },
    scoreAgainst: { text: 'عليه', tooltip: 'النقاط المستقبَلة' },
    scoreDifference: { text: '+/-', tooltip: 'فارق النقاط' },
    points: { text: 'النقاط', tooltip: 'النقاط' },
  },
  common: {
    bye: 'استراحة',
    'best-of-x': `أفضل من ${n('x')}`,
    consolation: 'مباريات الترتيب',
    'group-name': `المجموعة ${n('groupNumber')}`,
    'group-name-winner-bracket': 'مسار الفائزين',
    'group-name-loser-bracket': 'مسار الخاسرين',
    'round-name': `الجولة ${n('roundNumber')}`,
    'round-name-final': 'الجولة النهائية',
    'round-name-winner-bracket': `جولة الفائزين ${n('roundNumber')}`,
    'round-name-winner-bracket-final': 'نهائي الفائزين',
    'round-name-loser-bracket': `جولة الخاسرين ${n('roundNumber')}`,
    'round-name-loser-bracket-final': 'نهائي الخاسرين',
  },
};

/** A swiss stage is drawn as one round-robin group; its heading says what it is. */
const SWISS_GROUP_NAME: Record<EmbedLanguage, string> = { en: 'Swiss Rounds', ar: 'الجولات السويسرية' };

/**
 * The labels brackets-viewer gets for a page: Arabic in full, English as the library has it; a swiss stage's
 * group heading in both.
 */
export function viewerLabels(language: EmbedLanguage, type: BracketType): ViewerLocale {
  const base: ViewerLocale = language === 'ar' ? structuredClone(VIEWER_AR) : { common: {} };
  if (type === 'swiss_bracket') {
    base.common = { ...base.common, 'group-name': SWISS_GROUP_NAME[language] };
  }
  return base;
}
