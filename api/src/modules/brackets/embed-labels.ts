import type { BracketType } from '@arena/contract';
import { namespaceStrings, t } from '../../i18n/translate.js';

export type EmbedLanguage = 'en' | 'ar';

/** Texts of the embed page itself (titles and messages), per language (api/src/i18n/locales/embed). */
export interface EmbedTexts {
  stageName: Record<BracketType, string>;
  notStarted: string;
  noNextStage: string;
  tournamentNotFound: string;
  drawFailed: string;
  participants: string;
}

const BRACKET_TYPES: readonly BracketType[] = [
  'single_elimination',
  'double_elimination',
  'round_robin',
  'swiss_bracket',
];

function embedTexts(language: EmbedLanguage): EmbedTexts {
  return {
    stageName: Object.fromEntries(
      BRACKET_TYPES.map((type) => [type, t(language, `embed:stageName.${type}`)]),
    ) as Record<BracketType, string>,
    notStarted: t(language, 'embed:notStarted'),
    noNextStage: t(language, 'embed:noNextStage'),
    tournamentNotFound: t(language, 'embed:tournamentNotFound'),
    drawFailed: t(language, 'embed:drawFailed'),
    participants: t(language, 'embed:participants'),
  };
}

/** Texts of the embed page itself (titles and messages), per language. */
export const EMBED_TEXTS: Record<EmbedLanguage, EmbedTexts> = { en: embedTexts('en'), ar: embedTexts('ar') };

/** A brackets-viewer locale (its i18next resources; `$t(...)` nests another key, `{{x}}` interpolates). */
type ViewerLocale = Record<string, Record<string, string | Record<string, string>>>;

/**
 * The labels brackets-viewer gets for a page: Arabic in full (api/src/i18n/locales/brackets-viewer/ar.json; its
 * numbers written `{{x, number(numberingSystem: arab)}}`, as plain `ar` writes Western digits in current ICU),
 * English as the library has it (en.json there is the library's own, kept to check the Arabic against); a swiss
 * stage's group heading in both.
 */
export function viewerLabels(language: EmbedLanguage, type: BracketType): ViewerLocale {
  const base = (
    language === 'ar' ? namespaceStrings('ar', 'brackets-viewer') : { common: {} }
  ) as ViewerLocale;
  if (type === 'swiss_bracket') {
    base.common = { ...base.common, 'group-name': t(language, 'embed:swissGroupName') };
  }
  return base;
}
