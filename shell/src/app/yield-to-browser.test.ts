import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { yieldToBrowser } from './yield-to-browser';

// jsdom has no MessageChannel; browsers and Node do.
beforeAll(() => {
  globalThis.MessageChannel ??= NodeMessageChannel as unknown as typeof MessageChannel;
});

describe('yieldToBrowser', () => {
  it('resolves in a later task: every microtask queued before and after it runs first', async () => {
    const order: string[] = [];
    const yielded = yieldToBrowser().then(() => order.push('yielded'));
    // A long chain of microtasks: a promise that resolved in the same task would finish before its end.
    let chain = Promise.resolve();
    for (let i = 0; i < 50; i++) chain = chain.then(() => undefined);
    void chain.then(() => order.push('microtasks'));
    await yielded;
    expect(order).toEqual(['microtasks', 'yielded']);
  });
});
