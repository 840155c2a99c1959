import type { TeamRole } from '../db/schema.js';
import { seedId } from './ids.js';
import { COMMUNITY_PLAYERS, type SeedPlayer, seedPlayer } from './players.js';

export interface SeedTeam {
  key: string;
  id: string;
  name: string;
  shortName: string;
  vanity: string;
  region: 'me1' | 'euw1';
  /** In order: the first is the owner. */
  members: { player: SeedPlayer; role: TeamRole }[];
  createdDaysAgo: number;
}

const middleEastPool = COMMUNITY_PLAYERS.filter((player) => player.region === 'me1');
const europePool = COMMUNITY_PLAYERS.filter((player) => player.region === 'euw1');

function roster(players: SeedPlayer[]): SeedTeam['members'] {
  return players.map((player, index) => ({
    player,
    role: index === 0 ? 'owner' : index === 1 ? 'admin' : 'member',
  }));
}

function team(
  key: string,
  name: string,
  shortName: string,
  region: 'me1' | 'euw1',
  players: SeedPlayer[],
  createdDaysAgo: number,
): SeedTeam {
  return {
    key,
    id: seedId('team', key),
    name,
    shortName,
    vanity: key,
    region,
    members: roster(players),
    createdDaysAgo,
  };
}

export const SEED_TEAMS: SeedTeam[] = [
  team(
    'desert-falcons',
    'Desert Falcons',
    'DSF',
    'me1',
    ['falcon', 'layla', 'omar', 'sara', 'youssef'].map(seedPlayer),
    150,
  ),
  team('nile-pharaohs', 'Nile Pharaohs', 'NILE', 'me1', middleEastPool.slice(0, 5), 130),
  team('gulf-sharks', 'Gulf Sharks', 'GULF', 'me1', middleEastPool.slice(5, 10), 120),
  team('levant-lions', 'Levant Lions', 'LVL', 'me1', middleEastPool.slice(10, 15), 110),
  team('atlas-eagles', 'Atlas Eagles', 'ATL', 'me1', middleEastPool.slice(15, 20), 95),
  team('najd-knights', 'Najd Knights', 'NJD', 'me1', middleEastPool.slice(20, 24), 40),
  team(
    'rhine-wolves',
    'Rhine Wolves',
    'RHW',
    'euw1',
    [seedPlayer('lukas'), seedPlayer('emma'), ...europePool.slice(0, 3)],
    85,
  ),
  team('paris-phantoms', 'Paris Phantoms', 'PAR', 'euw1', europePool.slice(3, 8), 75),
  team('nordic-storm', 'Nordic Storm', 'NRD', 'euw1', europePool.slice(8, 13), 70),
  team('iberia-vipers', 'Iberia Vipers', 'IBV', 'euw1', europePool.slice(13, 18), 65),
];

export function seedTeam(key: string): SeedTeam {
  const found = SEED_TEAMS.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`No seeded team ${key}`);
  return found;
}

export const teamLogoPath = (team: SeedTeam) => `/static/teams/${team.key}.svg`;
