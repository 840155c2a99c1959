import type { StandaloneFrameOptions } from './mount-standalone';

export type { StandaloneFrameOptions };

/**
 * Runs a remote alone in a minimal frame (see mount-standalone.tsx). The frame's code loads on the call: inside
 * the portal no page needs it, so shared-kit's share on `/` goes without it (DESIGN §8).
 *
 * @example void mountStandalone({ name: 'pass', titleKey: 'standalone.title', content: <BrowserRouter>…</BrowserRouter> });
 */
export async function mountStandalone(options: StandaloneFrameOptions): Promise<void> {
  const frame = await import('./mount-standalone');
  await frame.mountStandalone(options);
}
