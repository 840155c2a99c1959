import { defineEndpoints } from './endpoint.js';

export const userEndpoints = defineEndpoints({});
