import assert from 'node:assert/strict';
import { ConfigError } from '../config.js';

/** A production environment with every required setting (each test takes some away or adds its own). */
export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  ARENA_JWT_SECRET: 'j'.repeat(48),
  ARENA_REWARD_CODE_SECRET: 'r'.repeat(48),
  ARENA_PAYMENT_SECRET: 'p'.repeat(48),
  AUTH_URL: 'https://signin.publisher.example',
  TRUST_PROXY: '1',
  PORTAL_ORIGINS: 'https://arena.example',
  ARENA_PUBLIC_URL: 'https://api.arena.example',
  GAME_DATA_PROVIDER: 'riot',
  RIOT_API_KEY: 'RGAPI-test',
  VAPID_PUBLIC_KEY: 'B'.repeat(87),
  VAPID_PRIVATE_KEY: 'k'.repeat(43),
  VAPID_SUBJECT: 'mailto:ops@arena.example',
};

/** The message of the ConfigError `run` throws (a test fails when it throws nothing or something else). */
export function configRefusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof ConfigError, `a ConfigError, got ${String(error)}`);
    return error.message;
  }
  assert.fail('expected the configuration to be refused');
}
