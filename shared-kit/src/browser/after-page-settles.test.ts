import { afterPageSettles, SETTLE_DELAY_MS } from './after-page-settles';

afterEach(() => jest.useRealTimers());

/** A window at the given ready state, with or without requestIdleCallback. */
function fakeWindow(readyState: DocumentReadyState, idle: boolean) {
  const target = new EventTarget();
  const idleCallbacks: (() => void)[] = [];
  const win = {
    document: { readyState },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (handle: number) => clearTimeout(handle),
    ...(idle
      ? {
          requestIdleCallback: (fn: () => void) => idleCallbacks.push(fn),
          cancelIdleCallback: (handle: number) => {
            idleCallbacks[handle - 1] = () => {};
          },
        }
      : {}),
  } as unknown as Window;
  return { win, load: () => target.dispatchEvent(new Event('load')), idleCallbacks };
}

describe('afterPageSettles', () => {
  it('waits for the load event, then the pause, then an idle moment', () => {
    jest.useFakeTimers();
    const { win, load, idleCallbacks } = fakeWindow('interactive', true);
    const task = jest.fn();
    afterPageSettles(task, { win });
    jest.advanceTimersByTime(10 * SETTLE_DELAY_MS);
    expect(idleCallbacks).toHaveLength(0);

    load();
    jest.advanceTimersByTime(SETTLE_DELAY_MS - 1);
    expect(idleCallbacks).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(idleCallbacks).toHaveLength(1);
    expect(task).not.toHaveBeenCalled();
    idleCallbacks[0]();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('on a page that has loaded, only the pause and the idle moment; a timer where idle callbacks are missing', () => {
    jest.useFakeTimers();
    const { win } = fakeWindow('complete', false);
    const task = jest.fn();
    afterPageSettles(task, { win });
    jest.advanceTimersByTime(SETTLE_DELAY_MS + 199);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, at any step', () => {
    jest.useFakeTimers();
    for (const cancelAt of ['before load', 'in the pause', 'waiting for idle'] as const) {
      const { win, load, idleCallbacks } = fakeWindow('loading', true);
      const task = jest.fn();
      const cancel = afterPageSettles(task, { win });
      if (cancelAt !== 'before load') load();
      if (cancelAt === 'waiting for idle') jest.advanceTimersByTime(SETTLE_DELAY_MS);
      cancel();
      load();
      jest.advanceTimersByTime(10 * SETTLE_DELAY_MS);
      idleCallbacks.forEach((callback) => callback());
      expect(task).not.toHaveBeenCalled();
    }
  });
});
