import { defineEndpoints } from './endpoint.js';

export const postEndpoints = defineEndpoints({});
