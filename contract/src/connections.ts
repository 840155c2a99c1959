import { defineEndpoints } from './endpoint.js';

export const connectionEndpoints = defineEndpoints({});
