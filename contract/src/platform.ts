import { defineEndpoints } from './endpoint.js';

export const platformEndpoints = defineEndpoints({});
