import { SETTLE_DELAY_MS } from '@arena/shared-kit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { deferredModule, useDeferredWidget, type DeferredModule, type HandOver } from './deferred-widget';

interface Loaded {
  Real: (props: HandOver) => JSX.Element;
}

function Real({ defaultOpen, autoFocus }: HandOver) {
  return (
    <>
      <button type="button" autoFocus={autoFocus} aria-expanded={defaultOpen}>
        Options
      </button>
      {defaultOpen && <div role="menu" aria-label="Options menu" />}
    </>
  );
}

/** A module whose loading the test finishes (or fails) by hand. */
function controlledModule() {
  const loads: { resolve: (module: Loaded) => void; reject: (error: Error) => void }[] = [];
  const module = deferredModule<Loaded>(
    'test widget',
    () => new Promise<Loaded>((resolve, reject) => loads.push({ resolve, reject })),
  );
  return { module, loads };
}

function Widget({ module }: { module: DeferredModule<Loaded> }) {
  const { loaded, standIn, handOver } = useDeferredWidget(
    module,
    <button type="button">Options</button>,
    'menu',
  );
  return loaded ? <loaded.Real {...handOver} /> : standIn;
}

const trigger = () => screen.getByRole('button', { name: 'Options' });

/** A primary-button pointerdown of the given pointer type (jsdom has no PointerEvent to carry it). */
function pointerDown(pointerType: 'mouse' | 'touch'): Event {
  const event = new MouseEvent('pointerdown', { bubbles: true, button: 0 });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  return event;
}

afterEach(() => jest.useRealTimers());

describe('a deferred widget', () => {
  it('draws its trigger closed at once and loads its code once the page has settled', async () => {
    jest.useFakeTimers();
    const { module, loads } = controlledModule();
    render(<Widget module={module} />);
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(loads).toHaveLength(0);

    // Not at the load event: once the page has settled (it may still be drawing its first screen before that).
    act(() => jest.advanceTimersByTime(SETTLE_DELAY_MS));
    expect(loads).toHaveLength(0);
    act(() => jest.advanceTimersByTime(250));
    expect(loads).toHaveLength(1);
    await act(async () => loads[0].resolve({ Real }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).not.toHaveFocus();
  });

  it('loads on intent, and a press before the code arrives opens the widget when it does', async () => {
    const { module, loads } = controlledModule();
    render(<Widget module={module} />);
    fireEvent.pointerEnter(trigger());
    fireEvent.click(trigger());
    expect(loads).toHaveLength(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await act(async () => loads[0].resolve({ Real }));
    expect(screen.getByRole('menu', { name: 'Options menu' })).toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('counts a mouse press from its pointerdown, when the code arrives before the click (the trigger is drawn anew)', async () => {
    const { module, loads } = controlledModule();
    render(<Widget module={module} />);
    fireEvent(trigger(), pointerDown('mouse'));
    await act(async () => loads[0].resolve({ Real }));
    expect(screen.getByRole('menu', { name: 'Options menu' })).toBeInTheDocument();
  });

  it('does not open on a touch that may be the start of a scroll', async () => {
    const { module, loads } = controlledModule();
    render(<Widget module={module} />);
    fireEvent(trigger(), pointerDown('touch'));
    fireEvent.pointerEnter(trigger());
    await act(async () => loads[0].resolve({ Real }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens from the keyboard and keeps focus on the trigger across the hand-over', async () => {
    const { module, loads } = controlledModule();
    render(<Widget module={module} />);
    act(() => trigger().focus());
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    await act(async () => loads[0].resolve({ Real }));
    expect(trigger()).toHaveFocus();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('says why when the code cannot load, and tries again on the next intent', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { module, loads } = controlledModule();
    render(<Widget module={module} />);
    fireEvent.click(trigger());
    await act(async () => loads[0].reject(new Error('offline')));
    expect(error).toHaveBeenCalledWith('[tournaments] Failed to load the test widget', expect.any(Error));
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(trigger());
    expect(loads).toHaveLength(2);
    await act(async () => loads[1].resolve({ Real }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    error.mockRestore();
  });
});
