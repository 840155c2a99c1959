import { defineEndpoints } from './endpoint.js';

export const referralEndpoints = defineEndpoints({});
