import type { Page } from '@playwright/test';

/**
 * Collects the CSP violations of every document of the page (the shell's and its frames'), from the console's
 * refusals and the documents' `securitypolicyviolation` events. Call before the page's first load; the answer
 * returns what was seen since its last call.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __arenaCspViolations: string[] }).__arenaCspViolations = seen;
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        seen.push(
          `${location.href}: ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} (${event.sourceFile}:${event.lineNumber})`,
        ),
      true,
    );
  });
  return async () => {
    const found = [...messages];
    messages.length = 0;
    for (const frame of page.frames()) {
      const inFrame = await frame
        .evaluate(() => (window as unknown as { __arenaCspViolations?: string[] }).__arenaCspViolations ?? [])
        .catch(() => []);
      found.push(...inFrame);
    }
    return found;
  };
}
