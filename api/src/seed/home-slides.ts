import { EARNING_RULES } from '@arena/contract/rules';
import type { Db } from '../db/database.js';
import { json } from '../db/schema.js';
import { SLIDE_ART_SIZE } from '../modules/media/svg.js';
import { seedId } from './ids.js';

type Bilingual = { en: string; ar: string };

interface SeedSlide {
  artwork: 'pass' | 'tournaments' | 'prizes';
  link: string;
  title: Bilingual;
  description: Bilingual;
  badge: Bilingual;
  cta: Bilingual;
}

const levels = EARNING_RULES.passLevels;

/** P1 §1: the spec's three slides — the first links to /me-pass, the second and third to /tournaments. */
export const SEED_SLIDES: readonly SeedSlide[] = [
  {
    artwork: 'pass',
    link: '/me-pass',
    badge: { en: 'New season', ar: 'موسم جديد' },
    title: { en: 'The MENA Pass is live', ar: 'MENA Pass متاح الآن' },
    description: {
      en: `Level up through ${levels} tiers, complete missions and unlock exclusive rewards.`,
      ar: `ارتقِ عبر ${levels.toLocaleString('ar-SA')} مستوى وأكمل المهام واحصل على مكافآت حصرية.`,
    },
    cta: { en: 'Explore the pass', ar: 'استكشف الباس' },
  },
  {
    artwork: 'tournaments',
    link: '/tournaments',
    badge: { en: 'Weekly', ar: 'أسبوعيًا' },
    title: { en: 'Tournaments for every player', ar: 'بطولات لكل اللاعبين' },
    description: {
      en: 'Solo 1vs1 duels and 5vs5 team cups every week. No ELO required — just play.',
      ar: 'مواجهات فردية 1vs1 وبطولات فرق 5vs5 كل أسبوع. لا حاجة إلى تصنيف — فقط العب.',
    },
    cta: { en: 'Browse tournaments', ar: 'تصفح البطولات' },
  },
  {
    artwork: 'prizes',
    link: '/tournaments',
    badge: { en: 'Prizes', ar: 'جوائز' },
    title: { en: 'Compete for real prizes', ar: 'نافس على جوائز حقيقية' },
    description: {
      en: 'Climb the bracket, win cash prizes and reward codes for your whole team.',
      ar: 'تقدّم في الشجرة واربح جوائز نقدية ورموز مكافآت لفريقك بالكامل.',
    },
    cta: { en: 'Find a tournament', ar: 'ابحث عن بطولة' },
  },
];

/** The spec's slides, each with its artwork as an image per language (`/static/slides/<artwork>.<en|ar>.svg`). */
export async function seedHomeSlides(db: Db, now: Date): Promise<void> {
  await db
    .insertInto('home_slides')
    .values(
      SEED_SLIDES.map((slide, index) => ({
        id: seedId('home-slide', slide.artwork),
        position: index + 1,
        title: json(slide.title),
        description: json(slide.description),
        badge: json(slide.badge),
        cta: json(slide.cta),
        link: slide.link,
        image_en: `/static/slides/${slide.artwork}.en.svg`,
        image_ar: `/static/slides/${slide.artwork}.ar.svg`,
        image_width: SLIDE_ART_SIZE.width,
        image_height: SLIDE_ART_SIZE.height,
        artwork: slide.artwork,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
