import type { PassProgress } from '@arena/shared-kit';
import { renderWithKit, resetKit } from '@arena/shared-kit/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { makeProgress, makeTiers, MISSION } from '../../../testing/fixtures';
import { installPointerEvents } from '../../../testing/pointer-events';
import { FALLBACK_STEP_PX } from '../hooks/use-strip-scroll';
import { LevelStrip } from './level-strip';

beforeAll(installPointerEvents);
beforeEach(resetKit);

async function renderStrip({
  progress = makeProgress(),
  signedOut = false,
  locale = 'en',
}: { progress?: PassProgress | null; signedOut?: boolean; locale?: 'en' | 'ar' } = {}) {
  const onOpenMission = jest.fn();
  const tiers = makeTiers({ [MISSION.playMatches]: 3, [MISSION.winMatches]: 2, [MISSION.takedowns]: 4 });
  await renderWithKit(
    <LevelStrip tiers={tiers} progress={progress} signedOut={signedOut} onOpenMission={onOpenMission} />,
    locale,
  );
  const strip = screen.getByRole('list', { name: /Pass levels|مستويات الباس/ });
  // jsdom lays nothing out: give the strip a size to scroll within.
  Object.defineProperty(strip, 'scrollWidth', { value: 9000, configurable: true });
  Object.defineProperty(strip, 'clientWidth', { value: 800, configurable: true });
  return { strip, onOpenMission, tiers };
}

function card(level: number): HTMLElement {
  return document.querySelector<HTMLElement>(`[data-level="${level}"]`)!;
}

function toggle(level: number): HTMLElement {
  return within(card(level)).getByRole('button', { name: `Level ${level}` });
}

function expandedLevels(): string[] {
  return Array.from(document.querySelectorAll('[data-expanded]')).map((item) =>
    item.getAttribute('data-level')!,
  );
}

describe('LevelStrip', () => {
  it('opens the level the member works toward, and one card at a time', async () => {
    await renderStrip();
    // Level 3 reached (700 XP): level 4 is open first.
    expect(expandedLevels()).toEqual(['4']);
    expect(toggle(4)).toHaveAttribute('aria-expanded', 'true');
    expect(within(card(4)).getByText('No missions at this level.')).toBeVisible();

    fireEvent.click(toggle(2));
    expect(expandedLevels()).toEqual(['2']);
    expect(toggle(4)).toHaveAttribute('aria-expanded', 'false');
    expect(toggle(2)).toHaveAttribute('aria-expanded', 'true');
    const missions = within(card(2)).getByRole('heading', { name: 'Missions of level 2' });
    expect(missions).toBeVisible();

    fireEvent.click(toggle(2));
    expect(expandedLevels()).toEqual([]);
  });

  it('draws completed, active and locked levels with each level own XP and the XP boost up to 12', async () => {
    await renderStrip({ progress: makeProgress({ currentLevel: 3, totalXP: 599 }) });
    // Level 3 needs 600 in total: 599 XP leaves it active (the current level), 2 completed, 4 locked.
    expect(card(2)).toHaveAttribute('data-state', 'completed');
    expect(card(3)).toHaveAttribute('data-state', 'active');
    expect(within(card(3)).getByText('Current level')).toBeInTheDocument();
    expect(card(4)).toHaveAttribute('data-state', 'locked');
    expect(within(card(3)).getByText('300 XP')).toBeInTheDocument();
    expect(within(card(12)).getByText('XP Boost')).toBeInTheDocument();
    expect(within(card(13)).queryByText('XP Boost')).not.toBeInTheDocument();
  });

  it('shows each mission progress and state, and opens the mission popup', async () => {
    const { onOpenMission, tiers } = await renderStrip({
      progress: makeProgress({ completedMissions: [{ missionId: MISSION.playMatches, rewardCode: null }] }),
    });
    fireEvent.click(toggle(1));
    expect(within(card(1)).getByRole('button', { name: /Play 3 matches/ })).toHaveTextContent('Completed');
    fireEvent.click(toggle(2));
    const win = within(card(2)).getByRole('button', { name: /Win 2 matches/ });
    expect(win).toHaveTextContent('+200 XP');
    expect(win).toHaveTextContent('2 / 2');
    expect(win).toHaveTextContent('Ready to complete');
    fireEvent.click(toggle(3));
    const takedowns = within(card(3)).getByRole('button', { name: /Get 10 takedowns/ });
    expect(takedowns).toHaveTextContent('4 / 10');
    expect(takedowns).toHaveTextContent('In progress');

    fireEvent.click(takedowns);
    expect(onOpenMission).toHaveBeenCalledWith(tiers[2], tiers[2].missions[0]);
  });

  it('tells a visitor that claiming needs a sign-in', async () => {
    const { onOpenMission } = await renderStrip({ progress: null, signedOut: true });
    expect(expandedLevels()).toEqual(['1']);
    const mission = within(card(1)).getByRole('button', { name: /Play 3 matches/ });
    expect(mission).toHaveTextContent('Sign in to claim');
    expect(mission).not.toHaveTextContent('3 / 3');
    expect(card(1)).not.toHaveAttribute('data-state');
    fireEvent.click(mission);
    expect(onOpenMission).toHaveBeenCalled();
  });

  it('scrolls with the arrow keys, Home and End', async () => {
    const { strip } = await renderStrip();
    strip.scrollLeft = 0;
    strip.focus();
    expect(strip).toHaveFocus();
    expect(strip).toHaveAccessibleDescription(/arrow keys/);

    fireEvent.keyDown(strip, { key: 'ArrowRight' });
    expect(strip.scrollLeft).toBe(FALLBACK_STEP_PX);
    fireEvent.keyDown(strip, { key: 'ArrowRight' });
    expect(strip.scrollLeft).toBe(2 * FALLBACK_STEP_PX);
    fireEvent.keyDown(strip, { key: 'ArrowLeft' });
    expect(strip.scrollLeft).toBe(FALLBACK_STEP_PX);
    fireEvent.keyDown(strip, { key: 'End' });
    expect(strip.scrollLeft).toBe(9000 - 800);
    fireEvent.keyDown(strip, { key: 'Home' });
    expect(strip.scrollLeft).toBe(0);

    // The arrow keys also work from a card's button inside the strip; other keys are left alone.
    fireEvent.keyDown(toggle(4), { key: 'ArrowRight' });
    expect(strip.scrollLeft).toBe(FALLBACK_STEP_PX);
    expect(fireEvent.keyDown(strip, { key: 'a' })).toBe(true);
    expect(fireEvent.keyDown(strip, { key: 'ArrowRight' })).toBe(false);
  });

  it('goes to the far end with negative offsets right to left', async () => {
    const { strip } = await renderStrip({ locale: 'ar' });
    strip.style.direction = 'rtl';
    fireEvent.keyDown(strip, { key: 'End' });
    expect(strip.scrollLeft).toBe(-(9000 - 800));
    expect(screen.getByRole('list', { name: 'مستويات الباس، مرّر لرؤيتها كلها' })).toBe(strip);
  });

  it('is dragged with the mouse, and a drag does not click the card under the pointer', async () => {
    const { strip } = await renderStrip();
    strip.scrollLeft = 400;
    const target = toggle(2);
    fireEvent.pointerDown(target, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 500 });
    fireEvent.pointerMove(target, { pointerId: 1, pointerType: 'mouse', clientX: 497 });
    // Under the threshold, nothing moves.
    expect(strip.scrollLeft).toBe(400);
    fireEvent.pointerMove(target, { pointerId: 1, pointerType: 'mouse', clientX: 300 });
    expect(strip.scrollLeft).toBe(600);
    expect(strip).toHaveAttribute('data-dragging', 'true');
    fireEvent.pointerUp(target, { pointerId: 1, pointerType: 'mouse', clientX: 300 });
    expect(strip).not.toHaveAttribute('data-dragging');
    fireEvent.click(target);
    expect(toggle(2)).toHaveAttribute('aria-expanded', 'false');

    // A plain press (no drag) is a click.
    fireEvent.pointerDown(target, { pointerId: 2, pointerType: 'mouse', button: 0, clientX: 300 });
    fireEvent.pointerUp(target, { pointerId: 2, pointerType: 'mouse', clientX: 301 });
    fireEvent.click(target);
    expect(toggle(2)).toHaveAttribute('aria-expanded', 'true');
  });

  it('leaves touch to the browser panning', async () => {
    const { strip } = await renderStrip();
    strip.scrollLeft = 0;
    fireEvent.pointerDown(strip, { pointerId: 3, pointerType: 'touch', button: 0, clientX: 500 });
    fireEvent.pointerMove(strip, { pointerId: 3, pointerType: 'touch', clientX: 200 });
    expect(strip.scrollLeft).toBe(0);
  });
});
