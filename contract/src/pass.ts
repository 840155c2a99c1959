import { defineEndpoints } from './endpoint.js';

export const passEndpoints = defineEndpoints({});
