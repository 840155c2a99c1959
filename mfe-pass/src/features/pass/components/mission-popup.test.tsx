import type { PassProgress } from '@arena/shared-kit';
import { clearToasts, mockApi, renderWithKit, resetKit, signInAs } from '@arena/shared-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeProgress, makeTiers, MISSION } from '../../../testing/fixtures';
import { toaster } from '../../../testing/toasts';
import { installWebCrypto, makeRewardKeyHex, sealRewardCode } from '@arena/shared-kit/testing';
import MissionPopup from './mission-popup';

const VERIFY = (id: string) => `POST /v1/menapass/missions/${id}/verify`;
const KEY = 'GET /v1/reward-code/key';
const PLAIN_CODE = 'HXK-7Q2M-99ZT-4KLD';

let writeText: jest.Mock;

beforeAll(installWebCrypto);

beforeEach(() => {
  resetKit();
  clearToasts();
  signInAs();
  writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

/** Level `level`'s tier and its one mission, with the player's progress on it. */
function missionAt(level: 1 | 2 | 3, missionProgress: number) {
  const id = [MISSION.playMatches, MISSION.winMatches, MISSION.takedowns][level - 1];
  const tier = makeTiers({ [id]: missionProgress })[level - 1];
  return { tier, mission: tier.missions[0] };
}

async function renderPopup(
  level: 1 | 2 | 3,
  missionProgress: number,
  progress: PassProgress = makeProgress(),
  locale: 'en' | 'ar' = 'en',
) {
  const onClose = jest.fn();
  const { tier, mission } = missionAt(level, missionProgress);
  const view = await renderWithKit(
    <MissionPopup
      tier={tier}
      mission={mission}
      progress={progress}
      progressLoading={false}
      onClose={onClose}
    />,
    locale,
  );
  return { onClose, view };
}

describe('MissionPopup', () => {
  it('shows the mission and refuses to complete it before its target: Cannot Complete Mission Yet', async () => {
    const api = mockApi({});
    await renderPopup(2, 1);

    const dialog = screen.getByRole('dialog', { name: 'Level 2 Mission' });
    const facts = within(dialog);
    expect(facts.getByText('Mission level').nextSibling).toHaveTextContent('2');
    expect(facts.getByText('Win 2 matches')).toBeInTheDocument();
    expect(facts.getByText('Hextech Key')).toBeInTheDocument();
    expect(facts.getByText('+200 XP')).toBeInTheDocument();
    expect(facts.getByText('1 / 2')).toBeInTheDocument();
    expect(facts.getByText('You cannot complete this mission yet')).toBeInTheDocument();

    fireEvent.click(facts.getByRole('button', { name: 'Complete Mission' }));
    expect(toaster().getByRole('alert')).toHaveTextContent('Cannot Complete Mission Yet');
    expect(api.calls()).toEqual([]);
  });

  it('writes its numbers in Arabic digits, and XP with the Arabic plural', async () => {
    mockApi({});
    await renderPopup(2, 1, makeProgress(), 'ar');
    const dialog = screen.getByRole('dialog', { name: 'مهمة المستوى ٢' });
    const facts = within(dialog);
    expect(facts.getByText('مستوى المهمة').nextSibling).toHaveTextContent('٢');
    expect(facts.getByText('+٢٠٠ نقطة خبرة')).toBeInTheDocument();
    expect(facts.getByText('١ / ٢')).toBeInTheDocument();
  });

  it('refuses a mission above the player level even at its target', async () => {
    const api = mockApi({});
    await renderPopup(3, 10, makeProgress({ currentLevel: 2, totalXP: 500 }));
    fireEvent.click(screen.getByRole('button', { name: 'Complete Mission' }));
    expect(toaster().getByRole('alert')).toHaveTextContent('Cannot Complete Mission Yet');
    expect(api.calls()).toEqual([]);
  });

  it('completes a mission, decrypts its code in the browser, copies it', async () => {
    const keyHex = makeRewardKeyHex();
    const api = mockApi({
      [VERIFY(MISSION.winMatches)]: {
        body: {
          status: 'success',
          message: 'Mission completed',
          data: { type: 'hextech_key', code: sealRewardCode(PLAIN_CODE, keyHex), alreadyCompleted: false },
        },
      },
      [KEY]: { body: { data: { key: keyHex, algorithm: 'AES-CBC' } } },
      'GET /v1/menapass/progress': { body: { data: makeProgress() } },
      'GET /v1/menapass/tiers': { body: { data: {} } },
      'GET /v1/menapass/games-xp': {
        body: { data: { gamesProcessed: 0, totalXP: 0, totalLoyaltyPoints: 0 } },
      },
    });
    const { onClose } = await renderPopup(2, 2);
    expect(screen.queryByText('You cannot complete this mission yet')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Complete Mission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your Reward Code' });
    expect(toaster().getByRole('status')).toHaveTextContent('Mission completed successfully');
    const code = await within(dialog).findByLabelText('Reward code');
    expect(code).toHaveValue(PLAIN_CODE);
    expect(code).toHaveAttribute('readonly');
    const copy = within(dialog).getByRole('button', { name: 'Copy Code' });
    await waitFor(() => expect(copy).toHaveFocus());
    expect(within(dialog).getByRole('link', { name: 'My Reward Codes' })).toHaveAttribute(
      'href',
      '/account/rewards',
    );

    fireEvent.click(copy);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(PLAIN_CODE));
    expect(await toaster().findByText('Code Copied')).toBeInTheDocument();
    expect(api.calls().filter((call) => call === KEY)).toHaveLength(1);
    expect(api.calls()).toContain(VERIFY(MISSION.winMatches));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('closes after a loyalty-point mission: there is no code to show', async () => {
    mockApi({
      [VERIFY(MISSION.playMatches)]: {
        body: {
          status: 'success',
          message: 'ok',
          data: { type: 'loyalty_points', code: null, alreadyCompleted: false },
        },
      },
      'GET /v1/menapass/progress': { body: { data: makeProgress() } },
    });
    // A level 1 mission completes at its target even at level 0.
    const { onClose } = await renderPopup(1, 3, makeProgress({ currentLevel: 0, totalXP: 0 }));
    expect(screen.getByText('50 Loyalty Points')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Complete Mission' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toaster().getByRole('status')).toHaveTextContent('Mission completed successfully');
  });

  const NOT_COMPLETABLE = {
    code: 4000,
    message: 'Reworded: not yet',
    details: { reason: 'missionNotCompletable', progress: 1, target: 2, missionLevel: 2, currentLevel: 1 },
  };

  it.each([
    ['en', NOT_COMPLETABLE, 'You cannot complete this mission yet: progress 1 of 2'],
    ['ar', NOT_COMPLETABLE, 'لا يمكنك إكمال هذه المهمة بعد: التقدّم ١ من ٢'],
    [
      'ar',
      { code: 4004, message: 'Reworded: gone', details: { reason: 'missionNotFound' } },
      'هذه المهمة لم تعد موجودة',
    ],
    [
      'en',
      { code: 4004, message: 'Reworded', details: { reason: 'notPassMember' } },
      'Join the pass first to complete its missions',
    ],
    // Never the server's English words: a refusal without a reason says Mission not verified.
    ['en', { code: 4000, message: 'This mission cannot be completed yet' }, 'Mission not verified'],
    ['ar', { code: 4000, message: 'This mission cannot be completed yet' }, 'لم يتم التحقق من المهمة'],
  ] as const)('says a refusal by its reason and closes (%s %j)', async (locale, body, shown) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ [VERIFY(MISSION.winMatches)]: { status: body.code === 4004 ? 404 : 400, body } });
    const { onClose } = await renderPopup(2, 2, makeProgress(), locale);
    fireEvent.click(
      screen.getByRole('button', { name: locale === 'ar' ? 'إكمال المهمة' : 'Complete Mission' }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toaster().getByRole('alert')).toHaveTextContent(shown);
    expect(toaster().getByRole('alert')).not.toHaveTextContent('Reworded');
  });

  it('falls back to Mission not verified on a network failure', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = mockApi({});
    api.mockRejectedValue(new TypeError('Failed to fetch'));
    const { onClose } = await renderPopup(2, 2);
    fireEvent.click(screen.getByRole('button', { name: 'Complete Mission' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toaster().getByRole('alert')).toHaveTextContent('Mission not verified');
  });

  it('opens a completed mission on its code; the key is fetched once per session', async () => {
    const keyHex = makeRewardKeyHex();
    const sealed = sealRewardCode(PLAIN_CODE, keyHex);
    const api = mockApi({ [KEY]: { body: { data: { key: keyHex, algorithm: 'AES-CBC' } } } });
    const progress = makeProgress({
      completedMissions: [{ missionId: MISSION.winMatches, rewardCode: sealed }],
    });

    const first = await renderPopup(2, 2, progress);
    expect(await screen.findByLabelText('Reward code')).toHaveValue(PLAIN_CODE);
    first.view.unmount();

    const otherCode = sealRewardCode('CHEST-0001-ABCD', keyHex);
    await renderPopup(
      3,
      10,
      makeProgress({ completedMissions: [{ missionId: MISSION.takedowns, rewardCode: otherCode }] }),
    );
    expect(await screen.findByLabelText('Reward code')).toHaveValue('CHEST-0001-ABCD');
    expect(api.calls().filter((call) => call === KEY)).toHaveLength(1);
  });

  it('shows a code it cannot decrypt abbreviated (first 10 … last 10) and only logs the failure', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const sealed = sealRewardCode(PLAIN_CODE, makeRewardKeyHex());
    mockApi({ [KEY]: { body: { data: { key: makeRewardKeyHex(), algorithm: 'AES-CBC' } } } });
    await renderPopup(
      2,
      2,
      makeProgress({ completedMissions: [{ missionId: MISSION.winMatches, rewardCode: sealed }] }),
    );
    const code = await screen.findByLabelText('Reward code');
    expect(code).toHaveValue(`${sealed.slice(0, 10)}…${sealed.slice(-10)}`);
    expect(code).toHaveAttribute('data-decrypted', 'false');
    expect(log).toHaveBeenCalledWith('[arena] Could not decrypt the reward code', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    const keyHex = makeRewardKeyHex();
    mockApi({
      [VERIFY(MISSION.winMatches)]: {
        body: {
          status: 'success',
          message: 'ok',
          data: { type: 'hextech_key', code: sealRewardCode(PLAIN_CODE, keyHex), alreadyCompleted: false },
        },
      },
      [KEY]: { body: { data: { key: keyHex, algorithm: 'AES-CBC' } } },
      'GET /v1/menapass/progress': { body: { data: makeProgress() } },
    });
    await renderPopup(2, 1, makeProgress(), 'ar');
    const dialog = screen.getByRole('dialog', { name: 'مهمة المستوى ٢' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إكمال المهمة' }));
    expect(toaster().getByRole('alert')).toHaveTextContent('لا يمكن إكمال المهمة بعد');
  });
});
