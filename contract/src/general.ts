import { defineEndpoints } from './endpoint.js';

export const generalEndpoints = defineEndpoints({});
