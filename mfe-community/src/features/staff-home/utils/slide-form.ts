import type { HomeSlideBody, SlideArtwork, StaffHomeSlide } from '@arena/contract';
import { HOME_SLIDE_LIMITS } from '@arena/contract/rules';
import { instantOfLocalInput, localInputOf } from '@arena/shared-kit/staff-desk';

/** A slide's texts are written in both languages. */
export const SLIDE_LANGUAGES = ['en', 'ar'] as const;
export type SlideLanguage = (typeof SLIDE_LANGUAGES)[number];

/** The texts of a slide, in the order the form shows them. */
export const SLIDE_TEXT_FIELDS = ['title', 'description', 'badge', 'cta'] as const;
export type SlideTextField = (typeof SLIDE_TEXT_FIELDS)[number];

/** The drawn backgrounds a slide can have (the contract's `slideArtwork`). */
export const SLIDE_ARTWORKS: readonly SlideArtwork[] = ['pass', 'tournaments', 'prizes'];

/** No image (the artwork is drawn), one image for both languages, or one per language (Arabic optional). */
export const IMAGE_CHOICES = ['none', 'shared', 'perLanguage'] as const;
export type ImageChoice = (typeof IMAGE_CHOICES)[number];

/** The slide form as typed: each text in both languages, the image addresses, dates as `datetime-local` holds them. */
export interface SlideFormValues {
  title: Record<SlideLanguage, string>;
  description: Record<SlideLanguage, string>;
  badge: Record<SlideLanguage, string>;
  cta: Record<SlideLanguage, string>;
  link: string;
  artwork: SlideArtwork;
  imageChoice: ImageChoice;
  image: Record<SlideLanguage, string | null>;
  /** In the editor's time zone; empty for none. */
  startsAt: string;
  endsAt: string;
}

/** A field of the form a problem can be shown on (named as in the API's body, so a 400's fields match). */
export type SlideFormPath =
  `${SlideTextField}.${SlideLanguage}` | 'link' | 'artwork' | 'image.en' | 'image.ar' | 'startsAt' | 'endsAt';

/** What is wrong with a field, as a key of the desk's `editor.errors` strings. */
export type SlideFormProblem =
  'required' | 'tooLong' | 'badLink' | 'imageRequired' | 'endBeforeStart' | 'refused';

/** The body the form sends: the contract's, every field given. */
export interface SlideBody extends HomeSlideBody {
  image: { en: string; ar: string | null } | null;
  artwork: SlideArtwork;
  startsAt: string | null;
  endsAt: string | null;
}

const TEXT_LIMITS: Record<SlideTextField, number> = {
  title: HOME_SLIDE_LIMITS.title,
  description: HOME_SLIDE_LIMITS.description,
  badge: HOME_SLIDE_LIMITS.badge,
  cta: HOME_SLIDE_LIMITS.cta,
};

const bothEmpty = (): Record<SlideLanguage, string> => ({ en: '', ar: '' });

/** A new slide's form: nothing written, the tournaments artwork, no image, no dates. */
export function emptySlideForm(): SlideFormValues {
  return {
    title: bothEmpty(),
    description: bothEmpty(),
    badge: bothEmpty(),
    cta: bothEmpty(),
    link: '',
    artwork: 'tournaments',
    imageChoice: 'none',
    image: { en: null, ar: null },
    startsAt: '',
    endsAt: '',
  };
}

/** A stored slide's form: one image address is one image for both languages, two are one per language. */
export function slideFormValuesOf(slide: StaffHomeSlide): SlideFormValues {
  const texts = (value: StaffHomeSlide['title']) => ({ en: value.en, ar: value.ar ?? '' });
  const image = slide.image;
  return {
    title: texts(slide.title),
    description: texts(slide.description),
    badge: texts(slide.badge),
    cta: texts(slide.cta),
    link: slide.link,
    artwork: slide.artwork,
    imageChoice: image === null ? 'none' : typeof image === 'string' ? 'shared' : 'perLanguage',
    image:
      image === null
        ? { en: null, ar: null }
        : typeof image === 'string'
          ? { en: image, ar: null }
          : { en: image.en, ar: image.ar ?? null },
    startsAt: localInputOf(slide.startsAt),
    endsAt: localInputOf(slide.endsAt),
  };
}

/** Whether a link is one a slide may have: a path on the portal (`/tournaments`) or an https address. */
export function isSlideLink(link: string): boolean {
  return /^\/(?!\/)/.test(link) || /^https:\/\/[^\s]+$/i.test(link);
}

/** The limit a problem speaks of (`At most {{max}} characters`), for its sentence. */
export function problemLimit(path: string, problem: SlideFormProblem): number | undefined {
  if (problem !== 'tooLong') return undefined;
  if (path === 'link') return HOME_SLIDE_LIMITS.link;
  const field = path.split('.')[0] as SlideTextField;
  return TEXT_LIMITS[field];
}

/**
 * The problems of the form as the API would refuse it (`homeSlideBody`), by field in the page's order: every text in
 * both languages within `HOME_SLIDE_LIMITS`; a link on the portal or https; the English image once an image is
 * chosen; an end after the start. Empty when it may go.
 *
 * @example slideFormProblems({ ...emptySlideForm(), link: 'tournaments' }).get('link') // 'badLink'
 */
export function slideFormProblems(values: SlideFormValues): Map<SlideFormPath, SlideFormProblem> {
  const problems = new Map<SlideFormPath, SlideFormProblem>();
  for (const language of SLIDE_LANGUAGES) {
    for (const field of SLIDE_TEXT_FIELDS) {
      const text = values[field][language].trim();
      if (text === '') problems.set(`${field}.${language}`, 'required');
      else if (text.length > TEXT_LIMITS[field]) problems.set(`${field}.${language}`, 'tooLong');
    }
  }
  const link = values.link.trim();
  if (link === '') problems.set('link', 'required');
  else if (link.length > HOME_SLIDE_LIMITS.link) problems.set('link', 'tooLong');
  else if (!isSlideLink(link)) problems.set('link', 'badLink');
  if (values.imageChoice !== 'none' && !values.image.en) problems.set('image.en', 'imageRequired');
  const startsAt = instantOfLocalInput(values.startsAt);
  const endsAt = instantOfLocalInput(values.endsAt);
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt))
    problems.set('endsAt', 'endBeforeStart');
  return problems;
}

const trimmed = (text: Record<SlideLanguage, string>) => ({ en: text.en.trim(), ar: text.ar.trim() });

/**
 * The body of POST /v1/admin/home/slides and PUT /v1/admin/home/slides/{id} a form makes (the whole slide each
 * time): texts and link trimmed, the image by the choice (the Arabic one only with one per language), the dates in
 * UTC (null when empty).
 */
export function slideBodyOf(values: SlideFormValues): SlideBody {
  const image =
    values.imageChoice === 'none' || !values.image.en
      ? null
      : { en: values.image.en, ar: values.imageChoice === 'perLanguage' ? values.image.ar : null };
  return {
    title: trimmed(values.title),
    description: trimmed(values.description),
    badge: trimmed(values.badge),
    cta: trimmed(values.cta),
    link: values.link.trim(),
    image,
    artwork: values.artwork,
    startsAt: instantOfLocalInput(values.startsAt),
    endsAt: instantOfLocalInput(values.endsAt),
  };
}

/**
 * The form field a 400 names (`details.fields`: `title.ar`, `image.en`, `link`, `description`), or null for one the
 * form does not show (`slides`: the carousel is full).
 */
export function formFieldOfServerPath(path: string): SlideFormPath | null {
  const text = /^(title|description|badge|cta)(?:\.(en|ar))?$/.exec(path);
  if (text) return `${text[1] as SlideTextField}.${(text[2] as SlideLanguage | undefined) ?? 'en'}`;
  const image = /^image(?:\.(en|ar))?$/.exec(path);
  if (image) return `image.${(image[1] as SlideLanguage | undefined) ?? 'en'}`;
  if (path === 'link' || path === 'artwork' || path === 'startsAt' || path === 'endsAt') return path;
  return null;
}
