import { defineEndpoints } from './endpoint.js';

export const matchHistoryEndpoints = defineEndpoints({});
