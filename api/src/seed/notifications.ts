import type { NotificationType } from '../db/schema.js';
import { seedId } from './ids.js';

export interface SeedNotification {
  type: NotificationType;
  /** English. */
  title: string;
  message: string;
  /** Arabic: every seeded notification reads in both languages, as `notify` writes them. */
  ar: { title: string; message: string };
  /** The screen it concerns. */
  link: string;
  /** As `notify` writes it for once-only events (`check-in-open:<tournament>`). */
  eventKey?: string;
  /** Hours before the seed time. */
  hoursAgo: number;
  read: boolean;
}

/** The page of a seeded tournament. */
const tournamentPage = (key: string) => `/tournaments/${seedId('tournament', key)}`;

const common = {
  welcome: (name: string, hoursAgo = 24 * 30): SeedNotification => ({
    type: 'other',
    title: 'Welcome to MENA Arena',
    message: `Welcome aboard, ${name}! Complete your profile and join your first tournament.`,
    ar: {
      title: 'مرحبًا بك في MENA Arena',
      message: `أهلًا بك يا ${name}! أكمل ملفك الشخصي وانضم إلى أول بطولة لك.`,
    },
    link: '/account',
    hoursAgo,
    read: true,
  }),
  passLaunch: (): SeedNotification => ({
    type: 'other',
    title: 'MENA Pass Season 1 is live',
    message: 'Fifty levels of rewards are waiting. Register for the pass to start earning XP.',
    ar: {
      title: 'انطلق الموسم الأول من MENA Pass',
      message: 'خمسون مستوى من المكافآت بانتظارك. سجّل في الباس لتبدأ بجمع نقاط الخبرة.',
    },
    link: '/mena-pass',
    hoursAgo: 48,
    read: false,
  }),
  ramadanCup: (): SeedNotification => ({
    type: 'tournament_update',
    title: 'Ramadan Nights Cup announced',
    message: 'Registration for the Ramadan Nights Cup opens in 4 days. Get your team ready!',
    ar: {
      title: 'الإعلان عن كأس ليالي رمضان',
      message: 'يفتح التسجيل في كأس ليالي رمضان بعد 4 أيام. جهّز فريقك!',
    },
    link: tournamentPage('ramadan-nights-cup'),
    hoursAgo: 20,
    read: false,
  }),
};

/** Notifications per seeded player key (the list endpoint sorts them newest first). */
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
      link: tournamentPage('levant-masters'),
      eventKey: `check-in-open:${seedId('tournament', 'levant-masters')}`,
      hoursAgo: 0.5,
      read: false,
    },
    {
      type: 'message',
      title: 'New message from Layla',
      message: 'Scrim tonight at 9? The rest of the team is in.',
      ar: { title: 'رسالة جديدة من ليلى', message: 'تدريب الليلة الساعة 9؟ بقية الفريق موافقون.' },
      link: '/account/teams',
      hoursAgo: 3,
      read: false,
    },
    { ...common.ramadanCup(), read: true },
    {
      type: 'team_invite',
      title: 'Nile Legends Cup: your team is checked in',
      message: 'Desert Falcons are checked in. Your first match starts soon.',
      ar: {
        title: 'كأس أساطير النيل: تم تسجيل حضور فريقك',
        message: 'تم تسجيل حضور Desert Falcons. تبدأ مباراتكم الأولى قريبًا.',
      },
      link: tournamentPage('nile-legends-cup'),
      hoursAgo: 4,
      read: true,
    },
    common.passLaunch(),
    {
      type: 'other',
      title: 'Founders Cup prize sent',
      message: 'Your prize of 500 USD for the Founders Cup has been sent.',
      ar: {
        title: 'تم إرسال جائزة كأس المؤسسين',
        message: 'تم إرسال جائزتك البالغة 500 USD عن كأس المؤسسين.',
      },
      link: '/account/payments',
      hoursAgo: 24 * 25,
      read: true,
    },
  ],
  layla: [
    {
      type: 'team_invite',
      title: 'Team invitation',
      message: 'Najd Knights invited you to join their team.',
      ar: { title: 'دعوة إلى فريق', message: 'دعاك فريق Najd Knights للانضمام إليه.' },
      link: '/invite/najd-knights',
      hoursAgo: 6,
      read: false,
    },
    {
      type: 'message',
      title: 'New message from Falcon',
      message: 'Can you handle the draft for the Gulf Showdown?',
      ar: { title: 'رسالة جديدة من Falcon', message: 'هل يمكنك تولّي اختيار الأبطال في مواجهة الخليج؟' },
      link: tournamentPage('gulf-showdown'),
      hoursAgo: 10,
      read: false,
    },
    common.passLaunch(),
    {
      type: 'tournament_update',
      title: 'Newcomers Cup registration confirmed',
      message: 'You are registered for the Newcomers Cup. Check-in opens in 6 days.',
      ar: {
        title: 'تم تأكيد التسجيل في كأس المبتدئين',
        message: 'أنت مسجّل في كأس المبتدئين. يفتح تسجيل الحضور بعد 6 أيام.',
      },
      link: tournamentPage('newcomers-cup'),
      hoursAgo: 20,
      read: true,
    },
    common.welcome('Layla'),
  ],
  omar: [
    {
      type: 'tournament_update',
      // As the check-in scan writes it, so the scan does not write it a second time.
      title: 'Check-in is open',
      message: 'Check-in for Levant Masters is open. Check in before the tournament starts.',
      ar: {
        title: 'تسجيل الحضور مفتوح',
        message: 'تسجيل الحضور في أساتذة بلاد الشام مفتوح. سجّل حضورك قبل بدء البطولة.',
      },
      link: tournamentPage('levant-masters'),
      eventKey: `check-in-open:${seedId('tournament', 'levant-masters')}`,
      hoursAgo: 0.5,
      read: false,
    },
    {
      type: 'team_invite',
      title: 'You joined Desert Falcons',
      message: 'Welcome to Desert Falcons! Say hi to your new teammates.',
      ar: {
        title: 'انضممت إلى Desert Falcons',
        message: 'مرحبًا بك في Desert Falcons! ألقِ التحية على زملائك الجدد.',
      },
      link: '/account/teams',
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
      ar: {
        title: 'انطلقت بطولة رمال البسالة',
        message: 'الجولة الأولى من رمال البسالة جارية الآن. حظًا موفقًا!',
      },
      link: tournamentPage('sands-of-valor'),
      hoursAgo: 1,
      read: false,
    },
    {
      type: 'message',
      title: 'Admin message',
      message: 'Please upload the screenshot of your last match result.',
      ar: { title: 'رسالة من المشرف', message: 'يرجى رفع لقطة شاشة لنتيجة مباراتك الأخيرة.' },
      link: tournamentPage('nile-legends-cup'),
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
      ar: {
        title: 'تمت الموافقة على التسجيل في عاصفة الصحراء فردي',
        message: 'تمت الموافقة على تسجيلك في عاصفة الصحراء فردي.',
      },
      link: tournamentPage('desert-storm-1v1'),
      hoursAgo: 30,
      read: false,
    },
    {
      type: 'team_invite',
      title: 'Team role changed',
      message: 'You are now a member of Desert Falcons.',
      ar: { title: 'تغيّر دورك في الفريق', message: 'أصبحت الآن عضوًا في فريق Desert Falcons.' },
      link: '/account/teams',
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
      ar: { title: 'تم استلام تسجيلك في كأس المبتدئين', message: 'استلمنا تسجيلك في كأس المبتدئين.' },
      link: tournamentPage('newcomers-cup'),
      hoursAgo: 20,
      read: false,
    },
    {
      type: 'team_invite',
      title: 'Looking for a team?',
      message: 'Najd Knights are looking for a fifth player. Visit their invite page to join.',
      ar: {
        title: 'تبحث عن فريق؟',
        message: 'يبحث فريق Najd Knights عن لاعب خامس. زر صفحة الدعوة الخاصة به للانضمام.',
      },
      link: '/invite/najd-knights',
      hoursAgo: 50,
      read: false,
    },
    common.passLaunch(),
    common.welcome('Nour'),
  ],
  lukas: [
    {
      type: 'tournament_update',
      // As the check-in scan writes it, so the scan does not write it a second time.
      title: 'Check-in is open',
      message: 'Check-in for Frankfurt Frenzy is open. Check in before the tournament starts.',
      ar: {
        title: 'تسجيل الحضور مفتوح',
        message: 'تسجيل الحضور في جنون فرانكفورت مفتوح. سجّل حضورك قبل بدء البطولة.',
      },
      link: tournamentPage('frankfurt-frenzy'),
      eventKey: `check-in-open:${seedId('tournament', 'frankfurt-frenzy')}`,
      hoursAgo: 0.25,
      read: false,
    },
    {
      type: 'tournament_update',
      title: 'EUW Clash Weekly registration confirmed',
      message: 'Rhine Wolves are registered for EUW Clash Weekly.',
      ar: {
        title: 'تم تأكيد التسجيل في مواجهات أوروبا الأسبوعية',
        message: 'فريق Rhine Wolves مسجّل في مواجهات أوروبا الأسبوعية.',
      },
      link: tournamentPage('euw-clash-weekly'),
      hoursAgo: 40,
      read: true,
    },
    {
      type: 'message',
      title: 'New message from Emma',
      message: 'I booked the scrim with Paris Phantoms for Thursday.',
      ar: { title: 'رسالة جديدة من Emma', message: 'حجزت التدريب مع Paris Phantoms يوم الخميس.' },
      link: '/account/teams',
      hoursAgo: 8,
      read: false,
    },
    {
      type: 'other',
      title: 'Winter Clash prize sent',
      message: 'Your share of the Winter Clash prize has been sent.',
      ar: { title: 'تم إرسال جائزة مواجهة الشتاء', message: 'تم إرسال حصتك من جائزة مواجهة الشتاء.' },
      link: '/account/payments',
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
      ar: {
        title: 'سلم المطابقة الأوروبي مفتوح',
        message: 'ادخل قائمة الانتظار الآن لتتسلق سلم المطابقة الأوروبي.',
      },
      link: tournamentPage('euw-matchmaking-ladder'),
      hoursAgo: 24,
      read: false,
    },
    {
      type: 'team_invite',
      title: 'Promoted to admin',
      message: 'Lukas made you an admin of Rhine Wolves.',
      ar: { title: 'تمت ترقيتك إلى مشرف', message: 'جعلك Lukas مشرفًا في فريق Rhine Wolves.' },
      link: '/account/teams',
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
      ar: {
        title: 'تذكرة دعم جديدة',
        message: 'فتح لاعب تذكرة بشأن نتيجة مباراة مفقودة في كأس أساطير النيل.',
      },
      link: '/staff/tickets',
      hoursAgo: 1,
      read: false,
    },
    {
      type: 'tournament_update',
      title: 'Gulf Showdown registration closed',
      message: 'Registration for Gulf Showdown was closed by an admin.',
      ar: { title: 'أُغلق التسجيل في مواجهة الخليج', message: 'أغلق أحد المشرفين التسجيل في مواجهة الخليج.' },
      link: tournamentPage('gulf-showdown'),
      hoursAgo: 30,
      read: true,
    },
    {
      type: 'other',
      title: 'Prize payouts to settle',
      message: 'The Winter Clash prizes are waiting for settlement.',
      ar: { title: 'دفعات جوائز بانتظار التسوية', message: 'جوائز مواجهة الشتاء بانتظار التسوية.' },
      link: '/staff/payouts',
      hoursAgo: 72,
      read: true,
    },
    {
      type: 'message',
      title: 'Call Admins',
      message: 'Players in Sands of Valor asked an admin to join their lobby.',
      ar: { title: 'استدعاء المشرفين', message: 'طلب لاعبون في رمال البسالة انضمام مشرف إلى ردهتهم.' },
      link: tournamentPage('sands-of-valor'),
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
      ar: {
        title: 'اربط حساب اللعبة',
        message: 'أنشئ حساب لعبة أو اربطه للانضمام إلى البطولات وكسب نقاط الخبرة.',
      },
      link: '/account',
      hoursAgo: 20,
      read: false,
    },
    common.passLaunch(),
    common.ramadanCup(),
  ],
};
