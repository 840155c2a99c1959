import type { BugType } from '@arena/contract';

/** The types the form offers (P2 §9: Website Bug, Battle Pass Bug, Tournament Bug, Other). */
export const BUG_REPORT_TYPES = [
  'website-bug',
  'battle-pass-bug',
  'tournament-bug',
  'other',
] as const satisfies readonly BugType[];

/** Largest attachment (P2 §9: 10 MB, the API's limit, which checks the bytes again). */
export const BUG_REPORT_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** What the file input accepts: the hint's PNG, JPG, GIF and MP4. */
export const BUG_REPORT_FILE_ACCEPT = 'image/png,image/jpeg,image/gif,video/mp4';

/** The words that introduce the steps in the description staff read (P2 §5), in every language. */
export const STEPS_HEADING = 'Steps to reproduce:';

export interface BugReportValues {
  bugType: BugType | '';
  gameId: string;
  title: string;
  description: string;
  steps: string;
  communityId: string;
}

export const EMPTY_BUG_REPORT: BugReportValues = {
  bugType: '',
  gameId: '',
  title: '',
  description: '',
  steps: '',
  communityId: '',
};

/** The fields a report cannot go without (P2 §5); steps and the file are optional. */
export const REQUIRED_FIELDS = ['bugType', 'gameId', 'title', 'description', 'communityId'] as const;
export type RequiredField = (typeof REQUIRED_FIELDS)[number];

/** The required fields that are empty once trimmed. */
export function missingFields(values: BugReportValues): RequiredField[] {
  return REQUIRED_FIELDS.filter((field) => values[field].trim() === '');
}

/** The description sent: the text, then, when steps were given, a blank line, "Steps to reproduce:" and them. */
export function descriptionWithSteps(description: string, steps: string): string {
  const text = description.trim();
  const trimmedSteps = steps.trim();
  return trimmedSteps ? `${text}\n\n${STEPS_HEADING}\n${trimmedSteps}` : text;
}

export type FileProblem = 'notMedia' | 'tooLarge';

/** Why a picked file cannot go: not an image or a video, or over 10 MB. */
export function fileProblem(file: { type: string; size: number }): FileProblem | null {
  if (!/^(image|video)\//.test(file.type)) return 'notMedia';
  return file.size > BUG_REPORT_FILE_MAX_BYTES ? 'tooLarge' : null;
}

/** A picture is previewed; a video or any other file shows only its name (P2 §5). */
export function isPreviewableImage(file: { type: string }): boolean {
  return file.type.startsWith('image/');
}
