/**
 * The stand-in publisher for trying the portal by hand (`npm run riot:stand-in -w api`): the same server the
 * provider tests use, with its recorded answers, listening until Ctrl+C. Run the API against it with the values
 * it prints. `RIOT_API_KEY` is the key it accepts (a made-up one when unset), `RIOT_STAND_IN_PORT` its port (8095),
 * `RIOT_STAND_IN_RATE_LIMIT` the `X-App-Rate-Limit` it announces (the development key's, `20:1,100:120`).
 */
import { PLAYER_PUUID } from './riot-recordings.js';
import { startRiotStandIn } from './riot-stand-in.js';

const apiKey = process.env.RIOT_API_KEY?.trim() || 'RGAPI-00000000-0000-4000-8000-stand-in-key';
const port = Number(process.env.RIOT_STAND_IN_PORT ?? 8095);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`RIOT_STAND_IN_PORT: "${process.env.RIOT_STAND_IN_PORT}" is not a port number`);
  process.exit(1);
}

const standIn = await startRiotStandIn({
  apiKey,
  port,
  appRateLimit: process.env.RIOT_STAND_IN_RATE_LIMIT ?? '20:1,100:120',
});
console.log(
  `Stand-in publisher API on ${standIn.url} (account-v1, match-v5, tournament-v5; recorded answers)`,
);
console.log('Run the API against it:');
console.log(
  `  GAME_DATA_PROVIDER=riot RIOT_API_KEY=${apiKey} RIOT_API_BASE_URL=${standIn.url} npm start -w api`,
);
console.log(`The recorded matches are those of puuid ${PLAYER_PUUID}`);
console.log('(give it to a player: update users set puuid = ... where ...). Ctrl+C stops the stand-in.');

let lastLogged = 0;
const timer = setInterval(() => {
  for (const request of standIn.requests.slice(lastLogged)) {
    console.log(`${new Date(request.at).toISOString()} ${request.method} ${request.path}`);
  }
  lastLogged = standIn.requests.length;
}, 500);

const stop = () => {
  clearInterval(timer);
  void standIn.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
