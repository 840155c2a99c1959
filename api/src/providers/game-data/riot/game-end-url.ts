import { createHmac } from 'node:crypto';
import type { AppConfig } from '../../../config.js';

/** The path the publisher posts game ends to; the secret follows it. */
export const GAME_END_PATH = '/v1/riot/game-end';

/** `RIOT_CALLBACK_SECRET`, else one derived from the JWT secret (stable across restarts and instances). */
export function gameEndSecret(config: Pick<AppConfig, 'jwtSecret' | 'riot'>): string {
  return (
    config.riot?.callbackSecret ??
    createHmac('sha256', config.jwtSecret).update('riot-game-end-callback').digest('base64url')
  );
}

/** The callback URL registered with tournament-v5: `{publicUrl}/v1/riot/game-end/{secret}`. */
export function gameEndUrl(config: Pick<AppConfig, 'jwtSecret' | 'riot' | 'publicUrl'>): string {
  return `${config.publicUrl}${GAME_END_PATH}/${gameEndSecret(config)}`;
}
