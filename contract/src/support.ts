import { defineEndpoints } from './endpoint.js';

export const supportEndpoints = defineEndpoints({});
