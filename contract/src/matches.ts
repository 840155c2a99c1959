import { defineEndpoints } from './endpoint.js';

export const matchEndpoints = defineEndpoints({});
