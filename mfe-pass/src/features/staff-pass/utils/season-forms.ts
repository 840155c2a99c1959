import type {
  PassMissionBody,
  PassTierBody,
  RewardType,
  StaffPassMission,
  StaffPassTier,
} from '@arena/contract';
import { PASS_SEASON_LIMITS, tierXpBounds } from '@arena/contract/rules';

/** The reward types a mission or tier may give, in the order the forms list them. */
export const REWARD_TYPES: readonly RewardType[] = [
  'loyalty_points',
  'hextech_key',
  'hextech_chest',
  'hextech_chest_key',
  'mystery_skin',
];

export const SEASON_LANGUAGES = ['en', 'ar'] as const;
export type SeasonLanguage = (typeof SEASON_LANGUAGES)[number];

/** What is wrong with a field, as a key of the page's `season.errors` strings. */
export type SeasonFieldProblem = 'required' | 'tooLong' | 'whole' | 'range' | 'refused';

/** A number field's bounds, both included. */
interface Range {
  min: number;
  max: number;
}

const WHOLE_NUMBER = /^\d+$/;

/** The problem of a whole number typed in a form, within `range`; undefined when it is fine. */
function numberProblem(text: string, range: Range): SeasonFieldProblem | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  if (!WHOLE_NUMBER.test(trimmed)) return 'whole';
  const value = Number(trimmed);
  return value < range.min || value > range.max ? 'range' : undefined;
}

function textProblem(text: string, max: number): SeasonFieldProblem | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  return trimmed.length > max ? 'tooLong' : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Missions

type Bilingual = Record<SeasonLanguage, string>;

/** The mission form as typed: numbers are text until checked. */
export interface MissionFormValues {
  name: Bilingual;
  description: Bilingual;
  requirements: Bilingual;
  target: string;
  xpReward: string;
  rewardType: RewardType;
  /** The loyalty points of a `loyalty_points` reward; ignored for a code. */
  reward: string;
}

export type MissionTextField = 'name' | 'description' | 'requirements';
export type MissionFormPath =
  `${MissionTextField}.${SeasonLanguage}` | 'target' | 'xpReward' | 'rewardType' | 'reward';

export const MISSION_TEXT_FIELDS: readonly MissionTextField[] = ['name', 'description', 'requirements'];

/** The longest text of each of a mission's text fields. */
export const MISSION_TEXT_LIMITS: Record<MissionTextField, number> = {
  name: PASS_SEASON_LIMITS.missionName,
  description: PASS_SEASON_LIMITS.missionDescription,
  requirements: PASS_SEASON_LIMITS.missionRequirements,
};

/** The bounds of a mission's numbers. */
export const MISSION_RANGES = {
  target: PASS_SEASON_LIMITS.missionTarget,
  xpReward: PASS_SEASON_LIMITS.missionXp,
  reward: PASS_SEASON_LIMITS.rewardAmount,
} as const;

/** The form of a stored mission. */
export function missionFormValuesOf(mission: StaffPassMission): MissionFormValues {
  return {
    name: { ...mission.name },
    description: { ...mission.description },
    requirements: { ...mission.requirements },
    target: String(mission.target),
    xpReward: String(mission.xpReward),
    rewardType: mission.rewardType,
    reward: mission.reward === null ? '' : String(mission.reward),
  };
}

/**
 * The problems of the mission form as the API would refuse it (`passMissionBody`), by field path, in the form's
 * order: each text in both languages, not blank, within its limit; whole numbers within `MISSION_RANGES`; loyalty
 * points for a loyalty points reward. Empty when it may go.
 */
export function missionFormProblems(values: MissionFormValues): Map<MissionFormPath, SeasonFieldProblem> {
  const problems = new Map<MissionFormPath, SeasonFieldProblem>();
  for (const language of SEASON_LANGUAGES) {
    for (const field of MISSION_TEXT_FIELDS) {
      const problem = textProblem(values[field][language], MISSION_TEXT_LIMITS[field]);
      if (problem) problems.set(`${field}.${language}`, problem);
    }
  }
  for (const field of ['target', 'xpReward'] as const) {
    const problem = numberProblem(values[field], MISSION_RANGES[field]);
    if (problem) problems.set(field, problem);
  }
  if (values.rewardType === 'loyalty_points') {
    const problem = numberProblem(values.reward, MISSION_RANGES.reward);
    if (problem) problems.set('reward', problem);
  }
  return problems;
}

/** The body a valid mission form sends: texts trimmed, the reward's points only for a loyalty points reward. */
export function missionBodyOf(values: MissionFormValues): PassMissionBody {
  const trimmed = (text: Bilingual) => ({ en: text.en.trim(), ar: text.ar.trim() });
  return {
    name: trimmed(values.name),
    description: trimmed(values.description),
    requirements: trimmed(values.requirements),
    target: Number(values.target.trim()),
    xpReward: Number(values.xpReward.trim()),
    rewardType: values.rewardType,
    reward: values.rewardType === 'loyalty_points' ? Number(values.reward.trim()) : null,
  };
}

const MISSION_PATHS = new Set<string>([
  ...MISSION_TEXT_FIELDS.flatMap((field) => SEASON_LANGUAGES.map((language) => `${field}.${language}`)),
  'target',
  'xpReward',
  'rewardType',
  'reward',
]);

/**
 * The mission form's field a 400 names (`details.fields`: `name.ar`, `target`; `name`: its English one, the first
 * of the group), or null for one the form does not have.
 */
export function missionFieldOfServerPath(path: string): MissionFormPath | null {
  if (MISSION_PATHS.has(path)) return path as MissionFormPath;
  if ((MISSION_TEXT_FIELDS as readonly string[]).includes(path)) return `${path as MissionTextField}.en`;
  return null;
}

/** The limits a mission field's problem speaks of (`max` characters, or a number's `min` and `max`). */
export function missionProblemLimits(path: MissionFormPath): { min?: number; max: number } {
  const [field] = path.split('.') as [string];
  if (field in MISSION_TEXT_LIMITS) return { max: MISSION_TEXT_LIMITS[field as MissionTextField] };
  return MISSION_RANGES[field as keyof typeof MISSION_RANGES] ?? { max: 0 };
}

// ---------------------------------------------------------------------------------------------------------------
// Tiers

/** The tier form as typed. */
export interface TierFormValues {
  xpNeeded: string;
  rewardType: RewardType;
  rewardAmount: string;
}

export type TierFormPath = keyof TierFormValues;

export function tierFormValuesOf(tier: StaffPassTier): TierFormValues {
  return {
    xpNeeded: String(tier.xpNeeded),
    rewardType: tier.reward.type,
    rewardAmount: String(tier.reward.amount),
  };
}

/** The XP a tier may need (`tierXpBounds`) and its reward's amount, by field. */
export function tierRanges(
  tiers: readonly StaffPassTier[],
  level: number,
): Record<Exclude<TierFormPath, 'rewardType'>, Range> {
  return { xpNeeded: tierXpBounds(tiers, level), rewardAmount: PASS_SEASON_LIMITS.rewardAmount };
}

/**
 * The problems of the tier form as the API would refuse it (`passTierBody`, and the XP needed strictly between the
 * levels below and above: `ranges.xpNeeded`). Empty when it may go.
 */
export function tierFormProblems(
  values: TierFormValues,
  ranges: ReturnType<typeof tierRanges>,
): Map<TierFormPath, SeasonFieldProblem> {
  const problems = new Map<TierFormPath, SeasonFieldProblem>();
  for (const field of ['xpNeeded', 'rewardAmount'] as const) {
    const problem = numberProblem(values[field], ranges[field]);
    if (problem) problems.set(field, problem);
  }
  return problems;
}

export function tierBodyOf(values: TierFormValues): PassTierBody {
  return {
    xpNeeded: Number(values.xpNeeded.trim()),
    reward: { type: values.rewardType, amount: Number(values.rewardAmount.trim()) },
  };
}

const TIER_FIELDS: Record<string, TierFormPath> = {
  xpNeeded: 'xpNeeded',
  reward: 'rewardAmount',
  'reward.type': 'rewardType',
  'reward.amount': 'rewardAmount',
};

/** The tier form's field a 400 names (`xpNeeded`, `reward.amount`), or null for one the form does not have. */
export function tierFieldOfServerPath(path: string): TierFormPath | null {
  return TIER_FIELDS[path] ?? null;
}
