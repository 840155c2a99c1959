import { defineEndpoints } from './endpoint.js';

export const matchmakingEndpoints = defineEndpoints({});
