/**
 * Helpers of the reward pass suite (`tests/pass.spec.ts`): players of any region the sign-in stand-in offers, the
 * pass as the API answers it to one player, the completable rule of P2 §4, and reward codes opened with the player's
 * key as the browser does.
 */
import { createDecipheriv } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiGet, openSignInPage, submitSignIn } from './arena-ui';

/** Every region the stand-in's "Create a player" form offers; the pass is open to me1, euw1 and eun1 only. */
export type AnyRegion =
  'me1' | 'euw1' | 'eun1' | 'tr1' | 'ru' | 'na1' | 'br1' | 'la1' | 'la2' | 'oc1' | 'kr' | 'jp1';

/**
 * Opens the stand-in with the way back to `returnTo`, creates a player of `region` (any region, unlike
 * `players.ts`, whose form helper is for the regions other suites need) and comes back signed in.
 */
export async function signInAsNewPlayerOf(
  page: Page,
  returnTo: string,
  { gameName, region, tagLine = 'E2E' }: { gameName: string; region: AnyRegion; tagLine?: string },
): Promise<void> {
  await openSignInPage(page, returnTo);
  await page.getByLabel(/Game name/).fill(gameName);
  await page.getByLabel(/Tag line/).fill(tagLine);
  await page.getByLabel(/Region/).selectOption(region);
  await submitSignIn(page, () => page.getByRole('button', { name: /Create and sign in/ }).click());
}

/** The value (dd) shown under a label (dt) inside `scope`. */
export function valueOf(scope: Locator | Page, label: string): Locator {
  return scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^\\s*${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\s*$`) })
    .locator('xpath=following-sibling::dd[1]');
}

export interface ApiMission {
  _id: string;
  name: string;
  level: number;
  target: number;
  progress?: number;
  rewardType: string;
}

export interface ApiTier {
  level: number;
  xpNeeded: number;
  missions: ApiMission[];
}

export interface ApiProgress {
  currentLevel: number;
  totalXP: number;
  loyaltyPoints: number;
  completedMissions: { missionId: string; rewardCode: string | null }[];
}

/** GET /v1/menapass/progress for the player of `token`. */
export async function passProgress(request: APIRequestContext, token: string): Promise<ApiProgress> {
  return (await apiGet<{ data: ApiProgress }>(request, '/v1/menapass/progress', token)).data;
}

/** GET /v1/menapass/tiers with the player's token: the tiers of a language with the player's mission progress. */
export async function passTiers(
  request: APIRequestContext,
  token: string,
  locale: 'en' | 'ar',
): Promise<ApiTier[]> {
  const { data } = await apiGet<{ data: Record<'en' | 'ar', { tiers: ApiTier[] }> }>(
    request,
    '/v1/menapass/tiers',
    token,
  );
  return data[locale].tiers;
}

/** P2 §4: progress at the target, and either level 1 or a level reached in both level and XP. */
export function isCompletable(mission: ApiMission, tier: ApiTier, progress: ApiProgress): boolean {
  if ((mission.progress ?? 0) < mission.target) return false;
  if (mission.level === 1) return true;
  return mission.level <= progress.currentLevel && progress.totalXP >= tier.xpNeeded;
}

/** The lowest mission the player can complete now whose reward is a code (not loyalty points), if any. */
export function completableCodeMission(
  tiers: ApiTier[],
  progress: ApiProgress,
): { tier: ApiTier; mission: ApiMission } | null {
  const done = new Set(progress.completedMissions.map((entry) => entry.missionId));
  for (const tier of [...tiers].sort((a, b) => a.level - b.level))
    for (const mission of tier.missions)
      if (
        mission.rewardType !== 'loyalty_points' &&
        !done.has(mission._id) &&
        isCompletable(mission, tier, progress)
      )
        return { tier, mission };
  return null;
}

/** Opens a sealed reward code (hex IV `:` hex ciphertext, AES-256-CBC) with the player's key from the API. */
export async function openRewardCode(
  request: APIRequestContext,
  token: string,
  sealed: string,
): Promise<string> {
  const { data } = await apiGet<{ data: { key: string } }>(request, '/v1/reward-code/key', token);
  const [iv, ciphertext] = sealed.split(':');
  const decipher = createDecipheriv('aes-256-cbc', Buffer.from(data.key, 'hex'), Buffer.from(iv, 'hex'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'hex')), decipher.final()]).toString('utf8');
}
