import { defineEndpoints } from './endpoint.js';

export const devEndpoints = defineEndpoints({});
