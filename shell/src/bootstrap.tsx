// The shell's start, in pieces: the largest libraries, shared-kit (with the strings) and then the shell's own modules
// are each evaluated in a task of their own, and start.tsx yields twice more, so the browser can paint and answer
// input between them. In one piece this was the longest task of a page load: 60 ms on a fast machine, 240 ms on
// Lighthouse's simulated phone, most of it blocking time (issue 14, DESIGN §8). The `eager` imports add no request:
// their code is in the chunks already loaded for this file.
import { yieldToBrowser } from './app/yield-to-browser';

async function startInPieces() {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ 'styled-components');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ 'i18next');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ '@arena/shared-kit');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ './start');
}

void startInPieces();
