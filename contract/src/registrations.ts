import { defineEndpoints } from './endpoint.js';

export const registrationEndpoints = defineEndpoints({});
