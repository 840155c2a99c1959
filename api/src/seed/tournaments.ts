import { skillsBetween } from '@arena/contract/rules';
import type { LocalizedValue, RegistrationStatus, RewardCodeType, TournamentKind } from '../db/schema.js';
import { seedId } from './ids.js';
import { COMMUNITY_PLAYERS, seedPlayer, type SeedPlayer } from './players.js';
import { type SeedTeam, seedTeam } from './teams.js';

/** Offsets from the seed time, in hours. */
interface Schedule {
  registrationStart: number;
  registrationClose: number;
  checking: number;
  starting: number;
  ends: number;
}

export interface SeedRegistration {
  player: SeedPlayer;
  team: SeedTeam | null;
  status: RegistrationStatus;
  /** Hours relative to the seed time. */
  registeredAt: number;
}

export interface SeedTournament {
  key: string;
  id: string;
  name: LocalizedValue;
  description: LocalizedValue;
  format: '1vs1' | '5vs5';
  gameMode: string;
  type: string;
  tournamentType: TournamentKind;
  region: 'me1' | 'euw1';
  skillLevel: string[];
  /** `rewardCodes`: codes the position's winner receives (a team's owner, to hand out) when it completes. */
  prizepool: { name: string; amount: string; rewardCodes?: { type: RewardCodeType; count: number }[] }[];
  prizepoolFormat: string;
  registrationOpen: boolean;
  schedule: Schedule;
  additionalInfo: string | null;
  requirements: LocalizedValue[];
  rules: LocalizedValue[];
  faqs: { title: LocalizedValue; description: LocalizedValue }[];
  supportLiveChat: boolean;
  createdHoursAgo: number;
  registrations: SeedRegistration[];
}

const REGION_NAME: Record<'me1' | 'euw1', LocalizedValue> = {
  me1: { en: 'Middle East', ar: 'الشرق الأوسط' },
  euw1: { en: 'Europe West', ar: 'أوروبا الغربية' },
};

function requirementsFor(
  region: 'me1' | 'euw1',
  format: '1vs1' | '5vs5',
  levels: string[],
): LocalizedValue[] {
  const range = `${levels[0]} – ${levels[levels.length - 1]}`;
  const list: LocalizedValue[] = [
    {
      en: `A game account on the ${REGION_NAME[region].en} server, linked to your MENA Arena profile`,
      ar: `حساب لعبة على خادم ${REGION_NAME[region].ar} مرتبط بملفك في MENA Arena`,
    },
    { en: `Ranked tier between ${range}`, ar: `تصنيف بين ${range}` },
    { en: 'Be at least 13 years old', ar: 'ألا يقل عمرك عن 13 عامًا' },
  ];
  if (format === '5vs5') {
    list.push({
      en: 'A team of at least 5 registered players; only the owner or an admin can register it',
      ar: 'فريق من 5 لاعبين مسجلين على الأقل، ويسجّله المالك أو أحد المشرفين فقط',
    });
  }
  return list;
}

const BRACKET_RULES: LocalizedValue[] = [
  {
    en: 'Matches are best of one; the final is best of three.',
    ar: 'المباريات من جولة واحدة، والنهائي من أفضل ثلاث جولات.',
  },
  {
    en: 'The tournament code is shown 5 minutes before each match.',
    ar: 'يظهر رمز البطولة قبل 5 دقائق من كل مباراة.',
  },
  {
    en: 'A player or team that has not joined the lobby 15 minutes after the scheduled time loses the match.',
    ar: 'يخسر اللاعب أو الفريق المباراة إذا لم ينضم إلى الردهة بعد 15 دقيقة من موعدها.',
  },
  {
    en: 'Report every result with a screenshot of the end-of-game screen.',
    ar: 'أبلغ عن كل نتيجة مع لقطة شاشة من نهاية المباراة.',
  },
  {
    en: 'Cheating, account sharing or abusive behaviour leads to disqualification.',
    ar: 'الغش أو مشاركة الحساب أو السلوك المسيء يؤدي إلى الاستبعاد.',
  },
];

const MATCHMAKING_RULES: LocalizedValue[] = [
  {
    en: 'Queue any time during the daily 6-hour play window that starts at the opening hour.',
    ar: 'انضم إلى قائمة الانتظار في أي وقت خلال نافذة اللعب اليومية ومدتها 6 ساعات تبدأ من ساعة الافتتاح.',
  },
  {
    en: 'You are paired with a player of similar points; the search widens the longer you wait.',
    ar: 'تتم مطابقتك مع لاعب بنقاط مقاربة، ويتسع نطاق البحث كلما طال الانتظار.',
  },
  {
    en: 'A win raises your points and a loss lowers them, depending on the point gap.',
    ar: 'الفوز يرفع نقاطك والخسارة تخفضها بحسب فارق النقاط.',
  },
  { en: 'Leaving a match counts as a loss.', ar: 'مغادرة المباراة تُحتسب خسارة.' },
  {
    en: 'If your opponent has not joined 15 minutes after the match was created, you may claim a no-show win.',
    ar: 'إذا لم ينضم خصمك بعد 15 دقيقة من إنشاء المباراة، يمكنك المطالبة بالفوز لعدم الحضور.',
  },
];

const BRACKET_FAQS: SeedTournament['faqs'] = [
  {
    title: { en: 'How do I check in?', ar: 'كيف أسجّل حضوري؟' },
    description: {
      en: 'Open the tournament page during the check-in window and press Check In. Any member of a registered team can check the team in.',
      ar: 'افتح صفحة البطولة خلال فترة تسجيل الحضور واضغط على تسجيل الحضور. ويمكن لأي عضو في الفريق المسجّل تسجيل حضور الفريق.',
    },
  },
  {
    title: { en: 'Where do I find the tournament code?', ar: 'أين أجد رمز البطولة؟' },
    description: {
      en: 'In the match box on the tournament page, 5 minutes before your match. Click it to copy it, then paste it in the game client.',
      ar: 'في مربع المباراة بصفحة البطولة قبل 5 دقائق من مباراتك. انقر عليه لنسخه ثم الصقه في برنامج اللعبة.',
    },
  },
  {
    title: { en: 'When are prizes paid?', ar: 'متى تُدفع الجوائز؟' },
    description: {
      en: 'Within 30 days of the final, to the payment details saved in your account.',
      ar: 'خلال 30 يومًا من النهائي، إلى بيانات الدفع المحفوظة في حسابك.',
    },
  },
];

const MATCHMAKING_FAQS: SeedTournament['faqs'] = [
  {
    title: { en: 'How does matchmaking work?', ar: 'كيف تعمل المطابقة؟' },
    description: {
      en: 'Join the queue and you are matched with a player of similar points. Accept the match, join the lobby with the game code and play.',
      ar: 'انضم إلى قائمة الانتظار وستتم مطابقتك مع لاعب بنقاط مقاربة. اقبل المباراة وانضم إلى الردهة برمز اللعبة والعب.',
    },
  },
  {
    title: { en: 'What if my opponent does not show up?', ar: 'ماذا لو لم يحضر خصمي؟' },
    description: {
      en: 'After 15 minutes you can claim a no-show: you get 2 points and a win, and your opponent a loss.',
      ar: 'بعد 15 دقيقة يمكنك المطالبة بعدم الحضور: تحصل على نقطتين وفوز، ويُسجَّل على خصمك خسارة.',
    },
  },
];

const middleEastPlayers = COMMUNITY_PLAYERS.filter((player) => player.region === 'me1');
const europePlayers = COMMUNITY_PLAYERS.filter((player) => player.region === 'euw1');

function solo(players: SeedPlayer[], status: RegistrationStatus, firstHour: number): SeedRegistration[] {
  return players.map((player, index) => ({
    player,
    team: null,
    status,
    registeredAt: firstHour + index * 3,
  }));
}

function teams(keys: string[], status: RegistrationStatus, firstHour: number): SeedRegistration[] {
  return keys.map((key, index) => {
    const team = seedTeam(key);
    return { player: team.members[0].player, team, status, registeredAt: firstHour + index * 5 };
  });
}

function withStatus(
  registrations: SeedRegistration[],
  status: RegistrationStatus,
  count: number,
): SeedRegistration[] {
  return registrations.map((registration, index) =>
    index < count ? { ...registration, status } : registration,
  );
}

type Definition = Omit<SeedTournament, 'id' | 'requirements' | 'rules' | 'faqs' | 'gameMode'> &
  Partial<Pick<SeedTournament, 'rules' | 'faqs' | 'gameMode'>>;

const definitions: Definition[] = [
  {
    key: 'ramadan-nights-cup',
    name: { en: 'Ramadan Nights Cup', ar: 'كأس ليالي رمضان' },
    description: {
      en: 'Our biggest team event of the season: sixteen squads from across the region battle through late-night single-elimination rounds for a 10,000 USD prize pool and a place in the MENA Arena hall of fame.',
      ar: 'أكبر بطولة فرق في الموسم: ستة عشر فريقًا من جميع أنحاء المنطقة يتنافسون في أدوار إقصائية ليلية على جوائز بقيمة 10,000 دولار ومكان في قاعة مشاهير MENA Arena.',
    },
    format: '5vs5',
    type: 'Single Elimination',
    tournamentType: 'bracket',
    region: 'me1',
    skillLevel: skillsBetween('Silver', 'Diamond'),
    prizepool: [
      { name: '1st Place', amount: '5000' },
      { name: '2nd Place', amount: '3000' },
      { name: '3rd Place', amount: '1500' },
      { name: '4th Place', amount: '500' },
      { name: 'MVP', amount: 'Gaming headset' },
    ],
    prizepoolFormat: '10000 USD',
    registrationOpen: true,
    schedule: {
      registrationStart: 4 * 24,
      registrationClose: 11 * 24,
      checking: 12 * 24,
      starting: 12 * 24 + 1,
      ends: 12 * 24 + 7,
    },
    additionalInfo: 'https://menaarena.example/rulebooks/ramadan-nights-cup.pdf',
    supportLiveChat: false,
    createdHoursAgo: 20,
    registrations: [],
  },
  {
    key: 'desert-storm-1v1',
    name: { en: 'Desert Storm 1v1', ar: 'عاصفة الصحراء فردي' },
    description: {
      en: 'Prove you are the best duelist in the desert. A double-elimination 1v1 bracket on the Howling Abyss: first blood, 100 minions or the first tower wins the game.',
      ar: 'أثبت أنك أفضل مبارز في الصحراء. بطولة فردية بنظام الإقصاء المزدوج على هاولينغ أبيس: أول قتل أو 100 تابع أو أول برج يحسم المباراة.',
    },
    format: '1vs1',
    gameMode: 'Howling Abyss',
    type: 'Double Elimination',
    tournamentType: 'bracket',
    region: 'me1',
    skillLevel: skillsBetween('Silver', 'Platinum'),
    prizepool: [
      { name: '1st Place', amount: '800' },
      { name: '2nd Place', amount: '450' },
      { name: '3rd Place', amount: '250' },
    ],
    prizepoolFormat: '1500 USD',
    registrationOpen: true,
    schedule: {
      registrationStart: -3 * 24,
      registrationClose: 4 * 24,
      checking: 4 * 24 + 1,
      starting: 4 * 24 + 2,
      ends: 4 * 24 + 7,
    },
    additionalInfo: null,
    supportLiveChat: true,
    createdHoursAgo: 4 * 24,
    registrations: [
      ...solo([seedPlayer('falcon'), seedPlayer('youssef')], 'approved', -60),
      ...solo(middleEastPlayers.slice(0, 7), 'pending', -50),
    ],
  },
  {
    key: 'euw-clash-weekly',
    name: { en: 'EUW Clash Weekly', ar: 'مواجهات أوروبا الأسبوعية' },
    description: {
      en: 'A relaxed weekly round-robin for Europe West teams. Every team plays every other team once, and the two best records meet in a best-of-three final on Sunday evening.',
      ar: 'بطولة أسبوعية بنظام الدوري لفرق أوروبا الغربية. يلعب كل فريق ضد جميع الفرق مرة واحدة، ويلتقي صاحبا أفضل سجل في نهائي من أفضل ثلاث مباريات مساء الأحد.',
    },
    format: '5vs5',
    type: 'Round Robin',
    tournamentType: 'bracket',
    region: 'euw1',
    skillLevel: skillsBetween('Gold', 'Master'),
    prizepool: [
      { name: '1st Place', amount: '1200' },
      { name: '2nd Place', amount: '800' },
    ],
    prizepoolFormat: '2000 EUR',
    registrationOpen: true,
    schedule: {
      registrationStart: -2 * 24,
      registrationClose: 2 * 24,
      checking: 2 * 24 + 0.5,
      starting: 2 * 24 + 1,
      ends: 2 * 24 + 9,
    },
    additionalInfo: null,
    supportLiveChat: false,
    createdHoursAgo: 3 * 24,
    registrations: teams(['rhine-wolves', 'paris-phantoms', 'nordic-storm'], 'approved', -40),
  },
  {
    key: 'newcomers-cup',
    name: { en: 'Newcomers Cup', ar: 'كأس المبتدئين' },
    description: {
      en: 'New to competitive play? This friendly 1v1 cup is only open to Iron, Bronze and Silver players. No entry fee, no pressure, and gaming gear for the top three.',
      ar: 'جديد على اللعب التنافسي؟ هذه البطولة الفردية الودية مفتوحة فقط للاعبي الحديد والبرونز والفضة. بلا رسوم ولا ضغط، ومعدات ألعاب لأصحاب المراكز الثلاثة الأولى.',
    },
    format: '1vs1',
    gameMode: 'Howling Abyss',
    type: 'Single Elimination',
    tournamentType: 'bracket',
    region: 'me1',
    skillLevel: skillsBetween('Iron', 'Silver'),
    prizepool: [
      { name: '1st Place', amount: 'Gaming headset' },
      { name: '2nd Place', amount: 'Gaming mouse' },
      { name: '3rd Place', amount: 'Mouse pad' },
    ],
    prizepoolFormat: '0 USD',
    registrationOpen: true,
    schedule: {
      registrationStart: -24,
      registrationClose: 6 * 24,
      checking: 6 * 24 + 1,
      starting: 6 * 24 + 2,
      ends: 6 * 24 + 6,
    },
    additionalInfo: null,
    supportLiveChat: false,
    createdHoursAgo: 2 * 24,
    registrations: solo([seedPlayer('nour'), seedPlayer('layla'), middleEastPlayers[20]], 'pending', -20),
  },
  {
    key: 'gulf-showdown',
    name: { en: 'Gulf Showdown', ar: 'مواجهة الخليج' },
    description: {
      en: 'Five Swiss rounds decide the best team of the Gulf. Registration was closed early by the organisers once every slot was confirmed; check-in opens the day after tomorrow.',
      ar: 'خمس جولات بالنظام السويسري تحدد أفضل فريق في الخليج. أغلق المنظمون التسجيل مبكرًا بعد تأكيد جميع المقاعد، ويبدأ تسجيل الحضور بعد غد.',
    },
    format: '5vs5',
    type: 'Swiss',
    tournamentType: 'bracket',
    region: 'me1',
    skillLevel: skillsBetween('Gold', 'Grandmaster'),
    prizepool: [
      { name: '1st Place', amount: '3000' },
      { name: '2nd Place', amount: '1500' },
      { name: '3rd Place', amount: '500' },
    ],
    prizepoolFormat: '5000 USD',
    registrationOpen: false,
    schedule: {
      registrationStart: -5 * 24,
      registrationClose: 24,
      checking: 2 * 24,
      starting: 2 * 24 + 1,
      ends: 2 * 24 + 10,
    },
    additionalInfo: 'https://menaarena.example/rulebooks/gulf-showdown.pdf',
    supportLiveChat: true,
    createdHoursAgo: 6 * 24,
    registrations: teams(
      ['desert-falcons', 'nile-pharaohs', 'gulf-sharks', 'levant-lions', 'atlas-eagles'],
      'approved',
      -110,
    ),
  },
  {
    key: 'levant-masters',
    name: { en: 'Levant Masters', ar: 'أساتذة بلاد الشام' },
    description: {
      en: 'Check-in is open! Twelve of the sharpest solo players of the Levant meet in a single-elimination bracket. Check in before the start or your slot goes to the next player on the waiting list.',
      ar: 'تسجيل الحضور مفتوح! اثنا عشر من أمهر اللاعبين الفرديين في بلاد الشام يلتقون في بطولة إقصائية. سجّل حضورك قبل البداية وإلا ذهب مقعدك إلى اللاعب التالي في قائمة الانتظار.',
    },
    format: '1vs1',
    gameMode: 'Howling Abyss',
    type: 'Single Elimination',
    tournamentType: 'bracket',
    region: 'me1',
    skillLevel: skillsBetween('Platinum', 'Challenger'),
    prizepool: [
      { name: '1st Place', amount: '1000' },
      { name: '2nd Place', amount: '500' },
      { name: '3rd Place', amount: 'Gaming keyboard' },
    ],
    prizepoolFormat: '1500 USD',
    registrationOpen: true,
    schedule: { registrationStart: -7 * 24, registrationClose: -2, checking: -0.5, starting: 1.5, ends: 7.5 },
    additionalInfo: null,
    supportLiveChat: true,
    createdHoursAgo: 8 * 24,
    // Falcon and Omar have not checked in yet: the check-in button is live for them.
    registrations: withStatus(
      [
        ...solo(middleEastPlayers.slice(8, 18), 'approved', -150),
        ...solo([seedPlayer('falcon'), seedPlayer('omar')], 'approved', -120),
      ],
      'checked-in',
      5,
    ),
  },
  {
    key: 'frankfurt-frenzy',
    name: { en: 'Frankfurt Frenzy', ar: 'جنون فرانكفورت' },
    description: {
      en: 'A fast evening knockout for Europe West teams. Four teams, three matches, one champion — check in now, the first match starts within the hour.',
      ar: 'بطولة إقصائية مسائية سريعة لفرق أوروبا الغربية. أربعة فرق وثلاث مباريات وبطل واحد — سجّل حضورك الآن، فالمباراة الأولى تبدأ خلال ساعة.',
    },
    format: '5vs5',
    type: 'Single Elimination',
    tournamentType: 'bracket',
    region: 'euw1',
    skillLevel: skillsBetween('Silver', 'Emerald'),
    prizepool: [
      { name: '1st Place', amount: '600' },
      { name: '2nd Place', amount: '250' },
    ],
    prizepoolFormat: '850 EUR',
    registrationOpen: true,
    schedule: {
      registrationStart: -6 * 24,
      registrationClose: -3,
      checking: -0.25,
      starting: 0.75,
      ends: 4.75,
    },
    additionalInfo: null,
    supportLiveChat: false,
    createdHoursAgo: 7 * 24,
    // Lukas's Rhine Wolves have not checked in yet.
    registrations: withStatus(
      teams(['paris-phantoms', 'nordic-storm', 'iberia-vipers', 'rhine-wolves'], 'approved', -120),
      'checked-in',
      2,
    ),
  },
  {
    key: 'arena-matchmaking-season',
    name: { en: 'Arena Matchmaking Season', ar: 'موسم المطابقة في الساحة' },
    description: {
      en: 'Queue up, get matched with a player of similar points and climb the leaderboard. The season runs for a week with a daily six-hour play window; the top ten share 3,000 USD.',
      ar: 'انضم إلى قائمة الانتظار، وستتم مطابقتك مع لاعب بنقاط مقاربة لتتسلق لوحة الصدارة. يستمر الموسم أسبوعًا مع نافذة لعب يومية مدتها ست ساعات، ويتقاسم العشرة الأوائل 3,000 دولار.',
    },
    format: '1vs1',
    gameMode: 'Howling Abyss',
    type: 'Matchmaking',
    tournamentType: 'matchmaking',
    region: 'me1',
    skillLevel: skillsBetween('Iron', 'Challenger'),
    prizepool: [
      { name: '1st Place', amount: '1200' },
      { name: '2nd Place', amount: '700' },
      { name: '3rd Place', amount: '400' },
      { name: '4th – 10th Place', amount: '100' },
    ],
    prizepoolFormat: '3000 USD',
    registrationOpen: true,
    schedule: {
      registrationStart: -10 * 24,
      registrationClose: 5 * 24,
      checking: -2 * 24,
      starting: -2 * 24,
      ends: 5 * 24,
    },
    additionalInfo: 'https://menaarena.example/rulebooks/matchmaking-season.pdf',
    supportLiveChat: true,
    createdHoursAgo: 11 * 24,
    // Falcon and Layla did not register before the start: the ladder's registration-closed state is theirs to see.
    registrations: [
      ...solo(['omar', 'sara', 'youssef'].map(seedPlayer), 'approved', -230),
      ...solo(middleEastPlayers.slice(0, 23), 'approved', -220),
    ],
  },
  {
    key: 'nile-legends-cup',
    name: { en: 'Nile Legends Cup', ar: 'كأس أساطير النيل' },
    description: {
      en: 'Live now: six of the strongest teams of Egypt and the region fight through a double-elimination bracket. Follow the bracket and cheer for your favourites until the grand final tonight.',
      ar: 'مباشر الآن: ستة من أقوى فرق مصر والمنطقة يتنافسون في بطولة بنظام الإقصاء المزدوج. تابع الجدول وشجّع فريقك المفضل حتى النهائي الكبير الليلة.',
    },
    format: '5vs5',
    type: 'Double Elimination',
    tournamentType: 'bracket',
    region: 'me1',
    skillLevel: skillsBetween('Gold', 'Master'),
    prizepool: [
      { name: '1st Place', amount: '4000' },
      { name: '2nd Place', amount: '2000' },
      { name: '3rd Place', amount: '1000' },
      { name: '4th Place', amount: 'Gaming chair' },
    ],
    prizepoolFormat: '7000 USD',
    registrationOpen: true,
    schedule: { registrationStart: -9 * 24, registrationClose: -2 * 24, checking: -4, starting: -3, ends: 5 },
    additionalInfo: 'https://menaarena.example/rulebooks/nile-legends-cup.pdf',
    supportLiveChat: true,
    createdHoursAgo: 10 * 24,
    registrations: teams(
      ['desert-falcons', 'nile-pharaohs', 'gulf-sharks', 'levant-lions', 'atlas-eagles', 'najd-knights'],
      'checked-in',
      -200,
    ),
  },
  {
    key: 'sands-of-valor',
    name: { en: 'Sands of Valor', ar: 'رمال البسالة' },
    description: {
      en: 'Sixteen solo players, five Swiss rounds and no second chances after that. Matches are being played right now — the top eight advance to tomorrow’s playoffs.',
      ar: 'ستة عشر لاعبًا فرديًا وخمس جولات بالنظام السويسري ولا فرصة ثانية بعدها. المباريات تُلعب الآن، ويتأهل أفضل ثمانية إلى الأدوار النهائية غدًا.',
    },
    format: '1vs1',
    gameMode: 'Howling Abyss',
    type: 'Swiss',
    tournamentType: 'bracket',
    region: 'me1',
    skillLevel: skillsBetween('Bronze', 'Emerald'),
    prizepool: [
      { name: '1st Place', amount: '600' },
      { name: '2nd Place', amount: '300' },
      { name: '3rd Place', amount: '100' },
    ],
    prizepoolFormat: '1000 USD',
    registrationOpen: true,
    schedule: { registrationStart: -6 * 24, registrationClose: -26, checking: -2, starting: -1, ends: 7 },
    additionalInfo: null,
    supportLiveChat: false,
    createdHoursAgo: 7 * 24,
    registrations: [
      ...solo([seedPlayer('sara'), seedPlayer('nour')], 'checked-in', -130),
      ...solo(middleEastPlayers.slice(4, 18), 'checked-in', -125),
      ...solo([middleEastPlayers[18]], 'rejected', -100),
    ],
  },
  {
    key: 'euw-matchmaking-ladder',
    name: { en: 'EUW Matchmaking Ladder', ar: 'سلم المطابقة الأوروبي' },
    description: {
      en: 'The Europe West ladder is open: queue during the daily window, win to climb and finish the week in the top three to take home a share of 1,500 EUR.',
      ar: 'سلم أوروبا الغربية مفتوح: انضم إلى قائمة الانتظار خلال النافذة اليومية، وفز لتتقدم، وأنهِ الأسبوع ضمن الثلاثة الأوائل لتحصل على حصة من 1,500 يورو.',
    },
    format: '1vs1',
    gameMode: 'Howling Abyss',
    type: 'Matchmaking',
    tournamentType: 'matchmaking',
    region: 'euw1',
    skillLevel: skillsBetween('Iron', 'Challenger'),
    prizepool: [
      { name: '1st Place', amount: '800' },
      { name: '2nd Place', amount: '450' },
      { name: '3rd Place', amount: '250' },
    ],
    prizepoolFormat: '1500 EUR',
    registrationOpen: true,
    // Started 32 hours before the seed: its daily 6-hour queue window closed 2 hours ago (outside the window).
    schedule: {
      registrationStart: -5 * 24,
      registrationClose: 6 * 24,
      checking: -32,
      starting: -32,
      ends: 6 * 24,
    },
    additionalInfo: null,
    supportLiveChat: false,
    createdHoursAgo: 6 * 24,
    registrations: [
      ...solo([seedPlayer('lukas'), seedPlayer('emma')], 'approved', -100),
      ...solo(europePlayers.slice(0, 10), 'approved', -95),
    ],
  },
  {
    key: 'winter-clash',
    name: { en: 'Winter Clash', ar: 'مواجهة الشتاء' },
    description: {
      en: 'The winter edition of our Europe West team knockout is over. Congratulations to Rhine Wolves, who won the final 2–1 after a comeback nobody will forget soon.',
      ar: 'انتهت النسخة الشتوية من بطولة فرق أوروبا الغربية الإقصائية. تهانينا لفريق Rhine Wolves الذي فاز بالنهائي 2–1 بعد عودة لن ينساها أحد قريبًا.',
    },
    format: '5vs5',
    type: 'Single Elimination',
    tournamentType: 'bracket',
    region: 'euw1',
    skillLevel: skillsBetween('Gold', 'Diamond'),
    prizepool: [
      // The winning team's owner receives a chest for each of the five players to hand out (P1 §6).
      { name: '1st Place', amount: '1500', rewardCodes: [{ type: 'hextech_chest', count: 5 }] },
      { name: '2nd Place', amount: '700', rewardCodes: [{ type: 'hextech_key', count: 5 }] },
    ],
    prizepoolFormat: '2200 EUR',
    registrationOpen: true,
    schedule: {
      registrationStart: -35 * 24,
      registrationClose: -22 * 24,
      checking: -21 * 24,
      starting: -21 * 24 + 1,
      ends: -21 * 24 + 8,
    },
    additionalInfo: null,
    supportLiveChat: false,
    createdHoursAgo: 36 * 24,
    registrations: teams(
      ['rhine-wolves', 'paris-phantoms', 'nordic-storm', 'iberia-vipers'],
      'checked-in',
      -34 * 24,
    ),
  },
  {
    key: 'founders-cup',
    name: { en: 'Founders Cup', ar: 'كأس المؤسسين' },
    description: {
      en: 'The very first MENA Arena tournament: eight founding players, a round-robin group and a final watched live by thousands. Falcon took the trophy without dropping a game.',
      ar: 'أول بطولة في تاريخ MENA Arena: ثمانية لاعبين مؤسسين ومجموعة بنظام الدوري ونهائي تابعه الآلاف مباشرة. فاز Falcon بالكأس دون أن يخسر أي مباراة.',
    },
    format: '1vs1',
    gameMode: 'Howling Abyss',
    type: 'Round Robin',
    tournamentType: 'bracket',
    region: 'me1',
    skillLevel: skillsBetween('Gold', 'Challenger'),
    prizepool: [
      { name: '1st Place', amount: '500', rewardCodes: [{ type: 'hextech_chest_key', count: 1 }] },
      { name: '2nd Place', amount: '250' },
      { name: '3rd Place', amount: 'Founders jersey' },
    ],
    prizepoolFormat: '750 USD',
    registrationOpen: true,
    schedule: {
      registrationStart: -50 * 24,
      registrationClose: -32 * 24,
      checking: -31 * 24,
      starting: -31 * 24 + 1,
      ends: -30 * 24,
    },
    additionalInfo: null,
    supportLiveChat: false,
    createdHoursAgo: 52 * 24,
    registrations: [
      ...solo(['falcon', 'layla', 'youssef', 'cheater'].map(seedPlayer), 'checked-in', -45 * 24),
      ...solo(middleEastPlayers.slice(0, 4), 'checked-in', -44 * 24),
    ],
  },
  {
    key: 'riyadh-rumble',
    name: { en: 'Riyadh Rumble', ar: 'معركة الرياض' },
    description: {
      en: 'Two weeks of matchmaking action in the capital’s colours. Twenty players climbed the ladder; the final standings and prize winners are on the leaderboard.',
      ar: 'أسبوعان من منافسات المطابقة بألوان العاصمة. تسلق عشرون لاعبًا السلم، والترتيب النهائي والفائزون بالجوائز على لوحة الصدارة.',
    },
    format: '1vs1',
    gameMode: 'Howling Abyss',
    type: 'Matchmaking',
    tournamentType: 'matchmaking',
    region: 'me1',
    skillLevel: skillsBetween('Iron', 'Challenger'),
    prizepool: [
      { name: '1st Place', amount: '700' },
      { name: '2nd Place', amount: '350' },
      { name: '3rd Place', amount: '150' },
    ],
    prizepoolFormat: '1200 USD',
    registrationOpen: true,
    schedule: {
      registrationStart: -30 * 24,
      registrationClose: -12 * 24,
      checking: -26 * 24,
      starting: -26 * 24,
      ends: -12 * 24,
    },
    additionalInfo: null,
    supportLiveChat: false,
    createdHoursAgo: 31 * 24,
    registrations: [
      ...solo(['falcon', 'omar', 'nour'].map(seedPlayer), 'approved', -29 * 24),
      ...solo(middleEastPlayers.slice(6, 23), 'approved', -28 * 24),
    ],
  },
];

export const SEED_TOURNAMENTS: SeedTournament[] = definitions.map((definition) => ({
  gameMode: "Summoner's Rift",
  ...definition,
  id: seedId('tournament', definition.key),
  requirements: requirementsFor(definition.region, definition.format, definition.skillLevel),
  rules:
    definition.rules ?? (definition.tournamentType === 'matchmaking' ? MATCHMAKING_RULES : BRACKET_RULES),
  faqs: definition.faqs ?? (definition.tournamentType === 'matchmaking' ? MATCHMAKING_FAQS : BRACKET_FAQS),
}));

export function posterPaths(tournament: { key: string }): LocalizedValue {
  return { en: `/static/posters/${tournament.key}.en.svg`, ar: `/static/posters/${tournament.key}.ar.svg` };
}

const TYPE_NAME_AR: Record<string, string> = {
  'Single Elimination': 'إقصاء فردي',
  'Double Elimination': 'إقصاء مزدوج',
  'Round Robin': 'دوري',
  Swiss: 'النظام السويسري',
  Matchmaking: 'مطابقة',
};

/** Subtitle on a poster: format, type and region in the poster's language. */
export function posterSubtitle(tournament: SeedTournament, language: 'en' | 'ar'): string {
  const region = REGION_NAME[tournament.region][language] ?? REGION_NAME[tournament.region].en;
  const type = language === 'ar' ? (TYPE_NAME_AR[tournament.type] ?? tournament.type) : tournament.type;
  return `${tournament.format} · ${type} · ${region}`;
}
