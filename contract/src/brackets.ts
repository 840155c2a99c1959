import { defineEndpoints } from './endpoint.js';

export const bracketEndpoints = defineEndpoints({});
