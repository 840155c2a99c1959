import { defineEndpoints } from './endpoint.js';

export const tournamentEndpoints = defineEndpoints({});
